/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MessageActionsContext, type MessageActions } from "@/components/community/message-actions";
import { AddReaction, ReactionChips } from "@/components/community/message-reactions";
import type { ChatMessage } from "@/lib/community/schemas";
import { community } from "@/lib/config/community";
import { EnglishMessages } from "@/tests/support/intl";

/* The reaction chips and the 'Add reaction' menu, with the room's actions stood in for. */
const me = "00000000-0000-4000-8000-0000000000aa";
const other = "00000000-0000-4000-8000-0000000000bb";
const { thumbsUp, heart, party } = community.reactions;

const message: ChatMessage = {
  id: "00000000-0000-4000-8000-000000000001",
  seq: 1,
  user_id: other,
  username: "Bruno",
  message: "Ceviche tonight?",
  room: "general",
  created_at: new Date().toISOString(),
  edited_at: null,
  image: null,
  profile: { full_name: "Bruno", avatar_url: null },
  reactions: [
    { emoji: thumbsUp, count: 3, reacted: [other, me] },
    { emoji: party, count: 1, reacted: [other] },
  ],
};

function renderWith(ui: React.ReactNode) {
  const react = jest.fn();
  const actions: MessageActions = {
    viewerId: me,
    canModerate: false,
    edit: async () => true,
    requestDelete: () => {},
    requestMute: () => {},
    requestReport: () => {},
    react,
  };
  render(
    <EnglishMessages namespaces={["communityReactions"]}>
      <MessageActionsContext value={actions}>{ui}</MessageActionsContext>
    </EnglishMessages>,
  );
  return react;
}

describe("reactions (client)", () => {
  it("shows one chip per emoji with its count, pressed when the viewer reacted; a press toggles it", () => {
    const react = renderWith(<ReactionChips message={message} />);
    const chips = within(screen.getByRole("list", { name: "Reactions" })).getAllByRole("button");
    expect(chips.map((chip) => chip.getAttribute("aria-label"))).toEqual([
      `${thumbsUp} 3, Thumbs up, you reacted`,
      `${party} 1, Celebrate`,
    ]);
    expect(chips.map((chip) => chip.getAttribute("aria-pressed"))).toEqual(["true", "false"]);
    expect(chips[0]!.textContent).toBe(`${thumbsUp}3`);
    fireEvent.click(chips[0]!);
    fireEvent.click(chips[1]!);
    expect(react.mock.calls).toEqual([
      [message.id, thumbsUp, false],
      [message.id, party, true],
    ]);
  });

  it("shows nothing for a message without reactions", () => {
    renderWith(<ReactionChips message={{ ...message, reactions: [] }} />);
    expect(screen.queryByRole("list", { name: "Reactions" })).toBeNull();
  });

  it("'Add reaction' opens the fixed set from the keyboard; choosing one the viewer gave takes it back", async () => {
    const react = renderWith(<AddReaction message={message} />);
    const trigger = screen.getByRole("button", { name: "Add reaction" });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "Enter" });
    const menu = await screen.findByRole("menu", { name: "Add reaction" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items).toHaveLength(Object.keys(community.reactions).length);
    expect(items.map((item) => item.textContent)).toEqual([
      `${thumbsUp}Thumbs up(you reacted; choose to remove)`,
      `${heart}Heart`,
      `${community.reactions.laugh}Laughing`,
      `${party}Celebrate`,
      `${community.reactions.wow}Surprised`,
      `${community.reactions.thanks}Thank you`,
    ]);
    fireEvent.click(items[1]!);
    expect(react).toHaveBeenCalledWith(message.id, heart, true);
  });
});
