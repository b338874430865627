import { applyThreadEvent, isReply, type ThreadState } from "@/lib/community/thread-timeline";
import type { ChatMessage, CommunityEvent } from "@/lib/community/schemas";

/* The client's routing of a room's events to an open thread panel (the main list leaves replies out). */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(seq),
  seq,
  user_id: id(900),
  username: "Ana",
  message: `Message ${seq}`,
  room: "general",
  created_at: "2026-11-25T13:00:00.000Z",
  edited_at: null,
  image: null,
  parent_id: null,
  reply_count: 0,
  last_reply_at: null,
  profile: { full_name: "Ana", avatar_url: null },
  ...over,
});
const replyTo = (seq: number, parent = 1, room = "general") => message(seq, { parent_id: id(parent), room });
const created = (m: ChatMessage): CommunityEvent => ({
  type: "message.created",
  room: m.room,
  at: 0,
  message: m,
});
const updated = (m: ChatMessage, seq: number): CommunityEvent => ({
  type: "message.updated",
  room: m.room,
  at: 0,
  seq,
  message: m,
});
const deleted = (n: number, seq: number): CommunityEvent => ({
  type: "message.deleted",
  room: "general",
  at: 0,
  id: id(n),
  seq,
});

const open = (): ThreadState => ({ parent: message(1), replies: [replyTo(2)], gone: false });

describe("thread routing on the client", () => {
  it("tells replies from messages of the main list (older payloads have no parent_id)", () => {
    expect(isReply(replyTo(2))).toBe(true);
    expect(isReply(message(3))).toBe(false);
    const { parent_id: _, ...older } = message(4);
    expect(isReply(older as ChatMessage)).toBe(false);
  });

  it("takes a new reply to its parent once, in order, and nothing else", () => {
    const state = open();
    const next = applyThreadEvent(state, created(replyTo(5)));
    expect(next.replies.map((r) => r.seq)).toEqual([2, 5]);
    expect(applyThreadEvent(next, created(replyTo(5)))).toBe(next);
    expect(applyThreadEvent(next, created(replyTo(3))).replies.map((r) => r.seq)).toEqual([2, 3, 5]);
    // Another thread's reply, a top-level message, another room's event: unchanged.
    expect(applyThreadEvent(state, created(replyTo(6, 99)))).toBe(state);
    expect(applyThreadEvent(state, created(message(7)))).toBe(state);
    expect(applyThreadEvent(state, created(replyTo(8, 1, "lima-peru")))).toBe(state);
    expect(
      applyThreadEvent(state, {
        type: "activity",
        room: "general",
        at: 0,
        id: id(9),
        seq: 9,
        user_id: id(900),
        username: "A",
        preview: "p",
      }),
    ).toBe(state);
  });

  it("follows the parent's changes (its reply count) and edits of replies", () => {
    const state = open();
    const counted = applyThreadEvent(
      state,
      updated(message(1, { reply_count: 2, last_reply_at: "2026-11-25T13:05:00.000Z" }), 10),
    );
    expect(counted.parent.reply_count).toBe(2);
    expect(counted.replies).toBe(state.replies);
    const edited = applyThreadEvent(
      counted,
      updated({ ...replyTo(2), message: "Edited", edited_at: "x" }, 11),
    );
    expect(edited.replies[0]!.message).toBe("Edited");
    expect(applyThreadEvent(edited, updated(message(50), 12))).toBe(edited);
  });

  it("drops a deleted reply and marks the thread gone when its parent is deleted", () => {
    const state = open();
    expect(applyThreadEvent(state, deleted(2, 20)).replies).toEqual([]);
    expect(applyThreadEvent(state, deleted(77, 21))).toBe(state);
    expect(applyThreadEvent(state, deleted(1, 22)).gone).toBe(true);
  });

  it("drops a reply hidden by reports and takes it back, in order, when a moderator restores it", () => {
    const state = { ...open(), replies: [replyTo(2), replyTo(3)] };
    const hidden = applyThreadEvent(state, {
      type: "message.hidden",
      room: "general",
      at: 0,
      id: id(2),
      seq: 30,
    });
    expect(hidden.replies.map((r) => r.seq)).toEqual([3]);
    const restored = (m: ChatMessage, seq: number): CommunityEvent => ({
      type: "message.restored",
      room: "general",
      at: 0,
      seq,
      message: m,
    });
    expect(applyThreadEvent(hidden, restored(replyTo(2), 31)).replies.map((r) => r.seq)).toEqual([2, 3]);
    expect(applyThreadEvent(hidden, restored(replyTo(4, 99), 32))).toBe(hidden);
    // The parent hidden: the thread is gone until it is restored.
    const gone = applyThreadEvent(state, {
      type: "message.hidden",
      room: "general",
      at: 0,
      id: id(1),
      seq: 33,
    });
    expect(gone.gone).toBe(true);
    expect(applyThreadEvent(gone, restored(message(1), 34))).toMatchObject({
      gone: false,
      parent: { id: id(1) },
    });
  });
});
