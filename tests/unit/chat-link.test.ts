import { chatHref, chatLinkSchema } from "@/lib/community/chat-link";
import { notificationHref } from "@/lib/notifications/links";

const reply = "4b1d6a52-6f0e-4b0e-9d5c-1a2b3c4d5e6f";
const parent = "0c7f0f5e-2a3b-4c5d-8e9f-a1b2c3d4e5f6";

describe("links into the chat", () => {
  it("a room, a message in it, and the thread a reply lives in", () => {
    expect(chatHref({ room: null })).toBe("/chat");
    expect(chatHref({ room: "general", message: reply })).toBe(`/chat?room=general&message=${reply}`);
    expect(chatHref({ room: "lima-peru", message: reply, thread: parent })).toBe(
      `/chat?room=lima-peru&thread=${parent}&message=${reply}`,
    );
  });

  it("reads them back; malformed ids are dropped and the room still opens", () => {
    expect(chatLinkSchema.parse({ room: "general", thread: parent, message: reply })).toEqual({
      room: "general",
      thread: parent,
      message: reply,
    });
    expect(chatLinkSchema.parse({ room: ["a", "b"], thread: "x", message: "<script>" })).toEqual({
      room: undefined,
      thread: undefined,
      message: undefined,
    });
  });
});

describe("where a notification leads", () => {
  it("a mention to its message, a reply into its thread, a meetup to its city's meetups", () => {
    const base = { messageId: reply, threadId: null, room: "general" };
    expect(notificationHref({ ...base, kind: "mention" })).toBe(`/chat?room=general&message=${reply}`);
    expect(notificationHref({ ...base, kind: "thread_reply", threadId: parent })).toBe(
      `/chat?room=general&thread=${parent}&message=${reply}`,
    );
    expect(notificationHref({ ...base, kind: "meetup", room: "medellin-colombia" })).toBe(
      "/cities/medellin-colombia#meetups",
    );
  });
});
