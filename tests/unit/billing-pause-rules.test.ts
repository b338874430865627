import { pauseResumesAt } from "@/lib/billing/pause/dates";
import { pauseSchema } from "@/lib/billing/pause/schema";
import { localizeMessage } from "@/lib/i18n/server-messages";
import { translator } from "@/lib/i18n/translator";

describe("when a pause ends", () => {
  const now = new Date("2026-11-25T10:00:00Z");

  it("counts from the paid period's end for an active plan, from now for a past-due one", () => {
    const periodEnd = new Date("2026-12-25T10:00:00Z");
    expect(pauseResumesAt({ status: "active", currentPeriodEnd: periodEnd }, 2, now)).toEqual(
      new Date("2027-02-25T10:00:00Z"),
    );
    expect(pauseResumesAt({ status: "past_due", currentPeriodEnd: periodEnd }, 1, now)).toEqual(
      new Date("2026-12-25T10:00:00Z"),
    );
  });

  it("lands on the month's last day when the day does not exist (addMonths), from an ISO string too", () => {
    expect(pauseResumesAt({ status: "active", currentPeriodEnd: "2027-01-31T12:00:00Z" }, 1, now)).toEqual(
      new Date("2027-02-28T12:00:00Z"),
    );
  });
});

describe("the pause form's schema", () => {
  it("takes 1, 2 or 3 whole months and a provider subscription id", () => {
    for (const months of [1, 2, 3])
      expect(pauseSchema.safeParse({ subscriptionId: "sub_1", months }).success).toBe(true);
    for (const months of [0, 4, 2.5, "2", null])
      expect(pauseSchema.safeParse({ subscriptionId: "sub_1", months }).success).toBe(false);
    expect(pauseSchema.safeParse({ subscriptionId: "../x", months: 1 }).success).toBe(false);
  });

  it("answers its refusal in the reader's language", () => {
    const message = pauseSchema.safeParse({ subscriptionId: "sub_1", months: 9 }).error!.issues[0]!.message;
    expect(localizeMessage(message, "es")).toBe("Una pausa dura de 1 a 3 meses.");
    expect(localizeMessage("Failed to pause your subscription.", "pt")).toBe(
      "Não conseguimos pausar sua assinatura.",
    );
  });
});

describe("the pause texts", () => {
  it.each(["en", "es", "pt"] as const)("read the months in %s with their plural", async (locale) => {
    const t = await translator(locale, "pause");
    expect(t("ui.months", { count: 1 })).toMatch(/^1 \p{L}+$/u);
    expect(t("ui.months", { count: 3 })).toMatch(/^3 \p{L}+$/u);
    expect(t("ui.months", { count: 1 })).not.toBe(t("ui.months", { count: 3 }).replace("3", "1"));
  });
});
