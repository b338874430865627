import { reactSchema } from "@/lib/community/reaction-schemas";
import { groupReactions, reactionChips } from "@/lib/community/reaction-summary";
import { community } from "@/lib/config/community";

const { thumbsUp, heart, party } = community.reactions;
const ana = "11111111-1111-4111-8111-111111111111";
const bruno = "22222222-2222-4222-8222-222222222222";
const messageId = "33333333-3333-4333-8333-333333333333";

describe("reactions", () => {
  test("only an emoji of the fixed set is accepted, with an explicit on or off", () => {
    for (const emoji of Object.values(community.reactions))
      expect(reactSchema.safeParse({ messageId, emoji, on: true }).success).toBe(true);
    for (const emoji of ["🍕", "👍🏽", "", "thumbsUp"])
      expect(reactSchema.safeParse({ messageId, emoji, on: true }).error?.issues[0]?.message).toBe(
        "Unknown reaction",
      );
    expect(reactSchema.safeParse({ messageId, emoji: thumbsUp }).success).toBe(false);
  });

  test("grouped rows become each message's reactions in the set's order; unknown emojis are dropped", () => {
    const other = "44444444-4444-4444-8444-444444444444";
    const grouped = groupReactions([
      { messageId, emoji: party, count: 2, reacted: [bruno, ana] },
      { messageId, emoji: "🍕", count: 1, reacted: [ana] },
      { messageId, emoji: thumbsUp, count: 1, reacted: [ana] },
      { messageId: other, emoji: heart, count: 40, reacted: Array(40).fill(bruno) },
    ]);
    expect(grouped.get(messageId)).toEqual([
      { emoji: thumbsUp, count: 1, reacted: [ana] },
      { emoji: party, count: 2, reacted: [bruno, ana] },
    ]);
    // The count stays exact; the ids are capped so a changed message fits one event.
    expect(grouped.get(other)![0]!.count).toBe(40);
    expect(grouped.get(other)![0]!.reacted).toHaveLength(community.reactedIdsShown);
  });

  test("chips say the emoji's name key, the count, and whether the viewer reacted", () => {
    const reactions = [
      { emoji: thumbsUp, count: 3, reacted: [bruno, ana] },
      { emoji: heart, count: 1, reacted: [bruno] },
      { emoji: "🍕", count: 2, reacted: [ana] },
    ];
    expect(reactionChips(reactions, ana)).toEqual([
      { emoji: thumbsUp, key: "thumbsUp", count: 3, pressed: true },
      { emoji: heart, key: "heart", count: 1, pressed: false },
    ]);
    expect(reactionChips(reactions, bruno).map((c) => c.pressed)).toEqual([true, true]);
    expect(reactionChips([], ana)).toEqual([]);
  });
});
