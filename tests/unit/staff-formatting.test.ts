import type { ReactNode } from "react";
import { messageKey } from "@/components/lawyers/options";
import { formatShortDate } from "@/lib/i18n/format";
import { translator } from "@/lib/i18n/translator";

// Local date parts, so the process's time zone cannot move the day.
const afternoon = new Date(2026, 10, 24, 15, 4, 5);
const morning = new Date(2026, 2, 3, 9, 7, 0);

describe("formatShortDate", () => {
  it("writes each language's compact date, with the time when asked", () => {
    expect(formatShortDate(afternoon, "en")).toBe("Nov 24, 2026");
    expect(formatShortDate(afternoon, "es")).toBe("24 nov 2026");
    expect(formatShortDate(afternoon, "pt")).toBe("24/11/2026");
    expect(formatShortDate(afternoon, "en", "dateTime")).toBe("Nov 24, 2026 15:04");
    expect(formatShortDate(afternoon, "es", "dateTime")).toBe("24 nov 2026, 15:04");
    expect(formatShortDate(afternoon, "pt", "dateTime")).toBe("24/11/2026 15:04");
    expect(formatShortDate(morning, "en", "dayTime")).toBe("Mar 3, 09:07");
    expect(formatShortDate(morning, "es", "dayTime")).toBe("3 mar, 09:07");
    expect(formatShortDate(morning, "pt", "dayTimeSeconds")).toBe("03/03, 09:07:00");
  });

  it("takes dates as Date, timestamp or ISO text", () => {
    expect(formatShortDate(afternoon.getTime(), "en")).toBe("Nov 24, 2026");
    expect(formatShortDate(afternoon.toISOString(), "en")).toBe(formatShortDate(afternoon, "en"));
  });
});

describe("counts in the admin and lawyer catalogues", () => {
  it("puts the noun in the number each language needs", async () => {
    const [en, es, pt] = await Promise.all([
      translator("en", "admin"),
      translator("es", "admin"),
      translator("pt", "admin"),
    ]);
    const subscribers = "communications.subscribers.count" as const;
    expect(en(subscribers, { count: 1 })).toBe("1 active subscriber");
    expect(en(subscribers, { count: 0 })).toBe("0 active subscribers");
    expect(en(subscribers, { count: 1204 })).toBe("1,204 active subscribers");
    expect(es(subscribers, { count: 1 })).toBe("1 suscriptor activo");
    expect(es(subscribers, { count: 12045 })).toBe("12.045 suscriptores activos");
    expect(pt(subscribers, { count: 0 })).toBe("Nenhum assinante ativo");
    expect(pt(subscribers, { count: 1204 })).toBe("1.204 assinantes ativos");
    expect(en("communications.waitlist.count", { count: 1 })).toBe(
      "1 person waiting for new services (/coming-soon)",
    );
    expect(en("communications.waitlist.count", { count: 3 })).toBe(
      "3 people waiting for new services (/coming-soon)",
    );
  });

  it("words the unlock's cost with the balance before and after", async () => {
    const [en, es, pt] = await Promise.all([
      translator("en", "lawyer"),
      translator("es", "lawyer"),
      translator("pt", "lawyer"),
    ]);
    const strong = (chunks: ReactNode) => chunks;
    expect(en.rich("unlock.cost", { balance: 6, left: 5, strong })).toBe(
      "This uses 1 credit. You have 6 credits; 5 credits left after.",
    );
    expect(en.rich("unlock.cost", { balance: 2, left: 1, strong })).toBe(
      "This uses 1 credit. You have 2 credits; 1 credit left after.",
    );
    expect(es.rich("unlock.cost", { balance: 1, left: 0, strong })).toBe(
      "Esto usa 1 crédito. Tienes 1 crédito; después no te quedará ninguno.",
    );
    expect(pt.rich("unlock.cost", { balance: 3, left: 2, strong })).toBe(
      "Isto usa 1 crédito. Você tem 3 créditos; depois vão sobrar 2 créditos.",
    );
    expect(en("unlock.doneWithCredit", { count: 1 })).toBe(
      "1 credit used, 1 credit left. The contact details are in My Leads.",
    );
  });
});

describe("catalogue keys of stored values", () => {
  it("turns ids and English names into camelCase keys", () => {
    expect(messageKey("costa-rica")).toBe("costaRica");
    expect(messageKey("Spanish")).toBe("spanish");
    expect(messageKey("Tourist stays and extensions")).toBe("touristStaysAndExtensions");
    expect(messageKey("Family or spouse visa")).toBe("familyOrSpouseVisa");
  });
});
