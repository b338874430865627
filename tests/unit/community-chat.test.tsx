/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CommunityChat } from "@/components/community/community-chat";
import type { ChatMessage } from "@/lib/community/schemas";
import { EnglishMessages } from "@/tests/support/intl";

/*
 * The chat page's client side against a stand-in API (fetch) and a stand-in EventSource: loading,
 * loaded or error with retry, live inserts and deletions, other rooms' activity, sending, and the
 * rate-limited countdown.
 */
const mockToast = Object.assign(jest.fn(), {
  error: jest.fn(),
  warning: jest.fn(),
  success: jest.fn(),
  info: jest.fn(),
});
jest.mock("@/components/ui/toast", () => ({
  get toast() {
    return mockToast;
  },
}));
const toast = mockToast;

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((e: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<() => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

const me = "00000000-0000-4000-8000-0000000000aa";
const other = "00000000-0000-4000-8000-0000000000bb";
const message = (seq: number, text: string, userId = other, room = "general"): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
  seq,
  user_id: userId,
  username: userId === me ? "Me Myself" : "Bruno Other",
  message: text,
  room,
  created_at: new Date().toISOString(),
  edited_at: null,
  image: null,
  profile: { full_name: null, avatar_url: null },
  reactions: [],
});

const rooms = [
  { id: "general", name: "General", description: "Everything" },
  { id: "lima-peru", name: "Lima", description: "Nomads in Lima" },
];

/** jsdom has no fetch Response: the little of it the client reads. */
const reply = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

let listResponse: () => Response;
let posted: string[] = [];
let postResponse: (text: string, n: number) => Response;

beforeEach(() => {
  FakeEventSource.instances = [];
  posted = [];
  toast.mockClear();
  toast.error.mockClear();
  toast.warning.mockClear();
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
  listResponse = () =>
    reply({ data: [message(1, "Welcome to general"), message(2, "Hola!")], hasMore: false, cursor: 2 });
  postResponse = (text, n) => reply({ data: message(100 + n, text, me) }, 201);
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The sidebar's presence and the rooms' read marks: nobody else online, nothing read yet.
    if (String(input).startsWith("/api/presence/")) return reply({ data: { count: 0, members: [] } });
    if (String(input).startsWith("/api/community/reads")) return reply({ data: {} });
    const method = init?.method ?? "GET";
    if (method === "GET") return listResponse();
    if (method === "POST") {
      const { message: text } = JSON.parse(String(init!.body)) as { message: string };
      posted.push(text);
      return postResponse(text, posted.length);
    }
    if (method === "DELETE") return reply({ data: { id: JSON.parse(String(init!.body)).messageId } });
    throw new Error(`unexpected ${method} ${String(input)}`);
  }) as typeof fetch;
});

function renderChat() {
  render(
    <EnglishMessages
      namespaces={[
        "community",
        "communityReactions",
        "communitySearch",
        "validation",
        "moderation",
        "presence",
        "notifications",
      ]}
    >
      <CommunityChat
        rooms={rooms}
        initialRoom="general"
        realtime={{ transport: "sse", streamPath: "/stream" }}
        viewer={{ id: me, isAdmin: false }}
      />
    </EnglishMessages>,
  );
}

const list = () => screen.getByRole("list", { name: "Messages" });

describe("community chat (client)", () => {
  it("loads, goes live from the loaded cursor, and applies live inserts and deletions", async () => {
    renderChat();
    expect(screen.getByRole("status", { name: "Loading messages" })).toBeTruthy();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe("/stream?room=general&after=2");
    act(() => source.emit("ready"));
    expect(screen.getByText("Live")).toBeTruthy();

    act(() =>
      source.send({
        type: "message.created",
        room: "general",
        at: 2000,
        message: message(3, "Buenas tardes"),
      }),
    );
    expect(within(list()).getByText("Buenas tardes")).toBeTruthy();
    // The same message twice (catch-up and live) shows once.
    act(() =>
      source.send({
        type: "message.created",
        room: "general",
        at: 2000,
        message: message(3, "Buenas tardes"),
      }),
    );
    expect(within(list()).getAllByText("Buenas tardes")).toHaveLength(1);

    act(() =>
      source.send({ type: "message.deleted", room: "general", at: 3000, id: message(2, "").id, seq: 4 }),
    );
    expect(within(list()).queryByText("Hola!")).toBeNull();
  });

  it("a deletion is an event of its own: applied live, and the reconnection resumes after it and applies the deletions it missed", async () => {
    // The page's cursor is the room's newest event (7: later than message 2, deletions happened).
    listResponse = () =>
      reply({ data: [message(1, "Welcome to general"), message(2, "Hola!")], hasMore: false, cursor: 7 });
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe("/stream?room=general&after=7");
    act(() => source.emit("ready"));
    act(() =>
      source.send({
        type: "message.created",
        room: "general",
        at: 1,
        message: message(8, "Nos vemos a las 8"),
      }),
    );
    // Event 9 deletes message 2: its own number, not the message's.
    act(() =>
      source.send({ type: "message.deleted", room: "general", at: 1, id: message(2, "").id, seq: 9 }),
    );
    expect(within(list()).queryByText("Hola!")).toBeNull();
    // A deletion of another room's message changes nothing here, nor the cursor.
    act(() =>
      source.send({ type: "message.deleted", room: "lima-peru", at: 1, id: message(1, "").id, seq: 12 }),
    );
    expect(within(list()).getByText("Welcome to general")).toBeTruthy();

    // The connection drops; the next one resumes after event 9 and catches up on a deletion it missed.
    jest.useFakeTimers();
    try {
      act(() => source.onerror?.());
      act(() => jest.advanceTimersByTime(5000));
    } finally {
      jest.useRealTimers();
    }
    const again = FakeEventSource.instances[1]!;
    expect(again.url).toBe("/stream?room=general&after=9");
    act(() =>
      again.send({ type: "message.deleted", room: "general", at: 1, id: message(8, "").id, seq: 10 }),
    );
    expect(within(list()).queryByText("Nos vemos a las 8")).toBeNull();
    expect(within(list()).getByText("Welcome to general")).toBeTruthy();
  });

  it("a message hidden by reports leaves the list, and comes back in its place when restored with a new number", async () => {
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const source = FakeEventSource.instances[0]!;
    act(() => source.emit("ready"));
    const hola = message(2, "Hola!");
    act(() => source.send({ type: "message.hidden", room: "general", at: 1, id: hola.id, seq: 3 }));
    expect(within(list()).queryByText("Hola!")).toBeNull();
    act(() => source.send({ type: "message.restored", room: "general", at: 1, seq: 4, message: hola }));
    const items = within(list()).getAllByRole("listitem");
    expect(items.at(-1)!.textContent).toContain("Hola!");
    expect(within(list()).getAllByText("Hola!")).toHaveLength(1);
    // Others' messages can be reported; the dialog asks for a reason.
    fireEvent.click(within(items.at(-1)!).getByRole("button", { name: "Report message" }));
    expect(screen.getByRole("dialog", { name: "Report this message" })).toBeTruthy();
  });

  it("counts and announces a message in another room", async () => {
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    act(() =>
      FakeEventSource.instances[0]!.send({
        type: "activity",
        room: "lima-peru",
        at: 1,
        id: message(9, "").id,
        seq: 9,
        user_id: other,
        username: "Bruno Other",
        preview: "Anyone in Miraflores?",
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      "New message in Lima",
      expect.objectContaining({ description: "Bruno Other: Anyone in Miraflores?" }),
    );
    expect(screen.getByRole("navigation", { name: "Rooms" }).textContent).toContain("1 new");
  });

  it("shows an error with retry when loading fails", async () => {
    listResponse = () => reply({}, 500);
    renderChat();
    await waitFor(() =>
      expect(screen.getByText("Failed to load messages. Please try again later.")).toBeTruthy(),
    );
    listResponse = () => reply({ data: [message(1, "Back again")], hasMore: false, cursor: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(list()).getByText("Back again")).toBeTruthy());
  });

  it("sends with Enter, shows own messages, and deletes them after asking", async () => {
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const box = screen.getByLabelText("Message");
    fireEvent.change(box, { target: { value: "Hello everyone" } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(within(list()).getByText("Hello everyone")).toBeTruthy());
    expect(posted).toEqual(["Hello everyone"]);
    // Only one's own messages offer deletion (not an admin here).
    expect(screen.getAllByRole("button", { name: "Delete message" })).toHaveLength(1);
    // The bin asks first: Cancel keeps the message, nothing is sent.
    fireEvent.click(screen.getByRole("button", { name: "Delete message" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this message?" });
    expect(within(confirm).getByText("Hello everyone")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(list()).getByText("Hello everyone")).toBeTruthy();
    expect(
      (global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === "DELETE"),
    ).toHaveLength(0);
    // 'Delete' deletes.
    fireEvent.click(screen.getByRole("button", { name: "Delete message" }));
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole("alertdialog", { name: "Delete this message?" })).getByRole("button", {
          name: "Delete",
        }),
      );
    });
    await waitFor(() => expect(within(list()).queryByText("Hello everyone")).toBeNull());
    expect(
      (global.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === "DELETE"),
    ).toHaveLength(1);
  });

  it("refuses the 11th message in 60 s on the client and counts down", async () => {
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const box = screen.getByLabelText("Message");
    for (let i = 1; i <= 11; i++) {
      fireEvent.change(box, { target: { value: `Burst ${i}` } });
      await act(async () => {
        fireEvent.keyDown(box, { key: "Enter" });
      });
    }
    expect(posted).toHaveLength(10);
    expect(toast.warning).toHaveBeenCalledWith("Please slow down", expect.anything());
    expect(screen.getByText(/You can send again in \d+ s\./)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("Burst 11");
  });

  it("shows the server's rate limit and quota refusals", async () => {
    postResponse = () =>
      reply(
        {
          error: "You're sending messages too quickly. Please wait a moment.",
          chatType: "community",
          limitType: "rate",
          retryAfter: 7000,
          currentCount: 10,
          maxCount: 10,
        },
        429,
      );
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const box = screen.getByLabelText("Message");
    fireEvent.change(box, { target: { value: "too fast" } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() =>
      expect(
        screen.getByText("You're sending messages too quickly. You can send again in 7 s."),
      ).toBeTruthy(),
    );
    expect(toast.warning).toHaveBeenCalledWith("Please slow down", {
      description: "You're sending messages too quickly. Please wait a moment.",
    });
  });

  it("disables sending after the daily quota", async () => {
    const quota = "Daily message limit reached (200/200). Please try again tomorrow or upgrade your plan.";
    postResponse = () =>
      reply(
        {
          error: quota,
          chatType: "community",
          limitType: "quota",
          retryAfter: 3_600_000,
          currentCount: 200,
          maxCount: 200,
        },
        429,
      );
    renderChat();
    await waitFor(() => expect(within(list()).getByText("Hola!")).toBeTruthy());
    const box = screen.getByLabelText("Message");
    fireEvent.change(box, { target: { value: "one more" } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Daily limit reached", { description: quota }),
    );
    expect(screen.getByText(quota)).toBeTruthy();
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
  });
});
