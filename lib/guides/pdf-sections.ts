import type { Passage } from "@/lib/visa/knowledge-schema";
import type { GuideData } from "@/lib/guides/load-data";
import { colors, fonts, type GuideLayout, type LinkItem, type Stat } from "@/lib/guides/pdf-layout";
import { entryCard, entryStatement, isVerified, passportList, type CountryArgs } from "@/lib/guides/entry";
import type { GuideTranslator } from "@/lib/guides/pdf-text";
import { formatCalendarDate, formatNumber } from "@/lib/i18n/format";
import { localeTags } from "@/lib/i18n/locales";

/** The guide's content, one function per section, in reading order, in the messages' language. */
type Section = (layout: GuideLayout, data: GuideData, t: GuideTranslator) => void;

/** The country as the messages name it (with its gender, for languages that put an article first). */
export function countryArgs({ country, gender }: GuideData): CountryArgs {
  return { country: country.name, gender };
}

function passages(data: GuideData, topic: Passage["topic"]): Passage[] {
  return data.visa.passages.filter((passage) => passage.topic === topic);
}

/** "Up to 2 years, multiple entries" → "Up to 2 years": the headline part of a duration. */
function shortDuration(duration: string): string {
  return (duration.split(/[,;(]/)[0] ?? duration).trim();
}

export function cover(layout: GuideLayout, data: GuideData, t: GuideTranslator): void {
  const { country, visa, locale } = data;
  const { doc } = layout;
  const x = layout.left;
  const title = t("pdf.coverTitle", countryArgs(data));
  const titleStyle = { font: fonts.bold, size: 30, color: colors.white, lineGap: 2 };
  const subtitle = t("pdf.coverSubtitle", countryArgs(data));
  const subtitleStyle = { size: 10.5, color: colors.tealSoft, lineGap: 2 };
  const reviewed = t("pdf.lastReviewed", {
    date: formatCalendarDate(visa.lastReviewed, locale),
  }).toLocaleUpperCase(localeTags[locale]);
  const pillStyle = { font: fonts.bold, size: 7.5, color: colors.text, characterSpacing: 0.8, lineGap: 0 };

  // Measure first: the band grows with the title and subtitle instead of letting them collide.
  const titleY = 92;
  const subtitleY = titleY + layout.measure(title, 420, titleStyle) + 8;
  const pillY = subtitleY + layout.measure(subtitle, 380, subtitleStyle) + 16;
  const bandHeight = pillY + 19 + 30;

  doc.rect(0, 0, doc.page.width, bandHeight).fill(colors.teal);
  // A faint oversized circle gives the band some depth without an image.
  doc
    .save()
    .fillOpacity(0.07)
    .circle(doc.page.width - 70, 40, 150)
    .fill(colors.white)
    .restore();
  doc.rect(0, bandHeight, doc.page.width, 4).fill(colors.amber);

  layout.write("LATITUD", x, 46, 200, {
    font: fonts.bold,
    size: 13,
    color: colors.white,
    characterSpacing: 3.5,
    lineGap: 0,
  });
  doc.rect(x, 65, 30, 3).fill(colors.amber);
  layout.write(t("pdf.freeGuide").toLocaleUpperCase(localeTags[locale]), x, 48, layout.width, {
    font: fonts.bold,
    size: 7.5,
    color: colors.tealSoft,
    characterSpacing: 1.5,
    align: "right",
    lineGap: 0,
  });
  layout.write(title, x, titleY, 420, titleStyle);
  layout.write(subtitle, x, subtitleY, 380, subtitleStyle);
  const pillWidth = layout.textWidth(reviewed, pillStyle) + 20;
  doc.roundedRect(x, pillY, pillWidth, 19, 9.5).fill(colors.amber);
  layout.write(reviewed, x + 10, pillY + 6.5, pillWidth, pillStyle, { lineBreak: false });

  const nomadVisa = visa.nomadVisa;
  const income = nomadVisa?.monthlyIncomeUsd;
  doc.y = bandHeight + 26;
  // Entry for visitors, from the country's per-passport records (never a general claim).
  const entry = entryCard(country.entry, countryArgs(data), t);
  layout.cards(
    [{ label: entry.label, value: entry.value, note: [...entry.lines, t("pdf.cards.entryNote")].join("\n") }],
    12.5,
  );
  layout.cards(
    [
      nomadVisa
        ? {
            label: t("pdf.cards.nomadVisa"),
            value: t("pdf.cards.available"),
            note: shortDuration(nomadVisa.duration),
            highlight: true,
          }
        : {
            label: t("pdf.cards.nomadVisa"),
            value: t("pdf.cards.none"),
            note: t("pdf.cards.seeOtherRoutes"),
          },
      income
        ? {
            label: t("pdf.cards.nomadIncome"),
            value: t("pdf.cards.incomeValue", { amount: formatNumber(income, locale) }),
            note: t("pdf.cards.incomeNote"),
          }
        : {
            label: t("pdf.cards.nomadIncome"),
            value: nomadVisa ? t("pdf.cards.seeDetails") : t("pdf.cards.notApplicable"),
            note: nomadVisa ? t("pdf.cards.notFixed") : t("pdf.cards.noNomadVisa"),
          },
      {
        label: t("pdf.cards.monthlyBudget"),
        value: country.costOfLiving.budgetUsd.comfortable,
        note: t("pdf.cards.budgetNote"),
      },
    ],
    12.5,
  );
}

const overview: Section = (layout, { country }, t) => {
  layout.sectionHeading(t("pdf.sections.overview"));
  layout.paragraph(country.intro);
  layout.space(2);
  layout.keyValues([
    { label: t("pdf.overview.capital"), value: country.capital },
    { label: t("pdf.overview.currency"), value: `${country.currency.name} (${country.currency.code})` },
    { label: t("pdf.overview.languages"), value: country.languages.join(", ") },
    { label: t("pdf.overview.timeZone"), value: country.timezone },
  ]);
};

const visaOptions: Section = (layout, data, t) => {
  const { visa } = data;
  layout.sectionHeading(t("pdf.sections.visaOptions"));
  layout.paragraph(visa.summary);

  const nomadVisa = visa.nomadVisa;
  layout.subheading(
    nomadVisa ? t("pdf.visa.nomadVisa", { name: nomadVisa.name }) : t("pdf.visa.noNomadVisa"),
  );
  for (const passage of passages(data, "digital-nomad-visa")) layout.paragraph(passage.text);
  if (nomadVisa) {
    layout.keyValues([
      { label: t("pdf.visa.duration"), value: nomadVisa.duration },
      { label: t("pdf.visa.incomeRequirement"), value: nomadVisa.incomeRequirement },
      { label: t("pdf.visa.fees"), value: nomadVisa.fees },
      { label: t("pdf.visa.processingTime"), value: nomadVisa.processingTime },
    ]);
    layout.subheading(t("pdf.visa.documents"));
    layout.bullets(nomadVisa.documents);
    layout.subheading(t("pdf.visa.howToApply"));
    layout.paragraph(nomadVisa.howToApply);
    layout.keyValues([
      { label: t("pdf.visa.officialWebsite"), value: nomadVisa.officialUrl, link: nomadVisa.officialUrl },
    ]);
  }

  layout.subheading(t("pdf.visa.visitorStay", { days: visa.touristStay.days }));
  layout.paragraph(visa.touristStay.summary);
  entryByPassport(layout, data, t);
  for (const passage of passages(data, "extensions")) layout.paragraph(passage.text);

  const otherRoutes = passages(data, "other-visas");
  if (otherRoutes.length) {
    layout.subheading(t("pdf.visa.otherRoutes"));
    for (const passage of otherRoutes) layout.paragraph(passage.text);
  }
  const tax = passages(data, "tax-residency");
  if (tax.length) {
    layout.subheading(t("pdf.visa.taxResidency"));
    for (const passage of tax) layout.paragraph(passage.text);
  }
};

/** Each passport group's entry rule, with its official source and the day it was checked. */
function entryByPassport(layout: GuideLayout, data: GuideData, t: GuideTranslator): void {
  layout.subheading(t("pdf.entry.heading"));
  layout.keyValues(
    data.country.entry.flatMap((record) => [
      { label: passportList(record.passports, t), value: entryStatement(record, countryArgs(data), t) },
      ...(isVerified(record)
        ? [
            {
              label: t("pdf.entry.sourceChecked", {
                date: formatCalendarDate(record.verifiedOn, data.locale),
              }),
              value: record.source.title,
              link: record.source.url,
            },
          ]
        : []),
    ]),
  );
}

const entryRules: Section = (layout, data, t) => {
  layout.sectionHeading(t("pdf.sections.entryRules"));
  for (const passage of passages(data, "entry-requirements"))
    layout.titledParagraph(passage.title, passage.text);
};

const costOfLiving: Section = (layout, { country }, t) => {
  const cost = country.costOfLiving;
  layout.sectionHeading(t("pdf.sections.costOfLiving"));
  layout.paragraph(cost.summary);
  layout.subheading(t("pdf.costOfLiving.budgetHeading"));
  layout.cards(
    [
      { label: t("pdf.costOfLiving.frugal"), value: cost.budgetUsd.frugal },
      { label: t("pdf.costOfLiving.comfortable"), value: cost.budgetUsd.comfortable, highlight: true },
      { label: t("pdf.costOfLiving.premium"), value: cost.budgetUsd.premium },
    ],
    14,
  );
  layout.subheading(t("pdf.costOfLiving.pricesHeading"));
  layout.table(
    [
      { header: t("pdf.costOfLiving.item"), width: 68 },
      { header: t("pdf.costOfLiving.price"), width: 32, align: "right", bold: true },
    ],
    cost.items.map((item) => [item.label, item.price]),
  );
};

const internet: Section = (layout, { country }, t) => {
  layout.sectionHeading(t("pdf.sections.internet"));
  layout.paragraph(country.internet.summary);
  layout.keyValues([{ label: t("pdf.internet.typicalSpeeds"), value: country.internet.typicalSpeed }]);
  layout.subheading(t("pdf.internet.simCards"));
  layout.paragraph(country.internet.simCards);
};

const safety: Section = (layout, { country }, t) => {
  layout.sectionHeading(t("pdf.sections.safety"));
  layout.paragraph(country.safety.summary);
  layout.subheading(t("pdf.safety.tips"));
  layout.bullets(country.safety.tips);
};

const topCities: Section = (layout, { country, cities }, t) => {
  layout.sectionHeading(t("pdf.sections.topCities"));
  for (const topCity of country.topCities) {
    const city = topCity.cityId ? cities[topCity.cityId] : undefined;
    const stats: Stat[] = city
      ? [
          { label: t("pdf.cities.internet"), value: city.internetSpeed },
          { label: t("pdf.cities.costOfLiving"), value: city.costOfLiving, weight: 1.15 },
          {
            label: t("pdf.cities.coworking"),
            value: t("pdf.cities.coworkingSpaces", { count: city.coworkingSpaces }),
            weight: 0.85,
          },
          { label: t("pdf.cities.weather"), value: city.weather, weight: 1.8 },
        ]
      : [];
    // Keep the city's name, description and figures on one page.
    layout.subheading(topCity.name);
    layout.ensureSpace(
      layout.measure(topCity.why, layout.width) + 6 + (city ? layout.statBoxHeight(stats) : 0),
    );
    layout.paragraph(topCity.why);
    if (city) layout.statBox(stats);
  }
};

const health: Section = (layout, { country }, t) => {
  layout.sectionHeading(t("pdf.sections.health"));
  layout.paragraph(country.health);
};

const money: Section = (layout, { country }, t) => {
  layout.sectionHeading(t("pdf.sections.money"));
  layout.paragraph(country.money);
};

const usefulLinks: Section = (layout, { country }, t) => {
  layout.sectionHeading(t("pdf.sections.usefulLinks"));
  layout.links(country.usefulLinks);
};

/**
 * Every official source of the guide's entry records and visa passages, once each (the same page is
 * often cited many times).
 */
export function officialSources(data: GuideData): LinkItem[] {
  const seen = new Map<string, LinkItem>();
  const cited = [
    ...data.country.entry.filter(isVerified).map((record) => record.source),
    ...data.visa.passages.flatMap((passage) => passage.sources),
  ];
  for (const source of cited) {
    const key = source.url.replace(/\/+$/, "").toLowerCase();
    if (!seen.has(key)) seen.set(key, { title: source.title, url: source.url });
  }
  return [...seen.values()];
}

const sources: Section = (layout, data, t) => {
  layout.sectionHeading(t("pdf.sections.sources"));
  layout.leadIn(t("pdf.sources.intro", { date: formatCalendarDate(data.visa.lastReviewed, data.locale) }), {
    color: colors.muted,
    size: 9,
  });
  layout.links(officialSources(data), true);
};

export const sections: Section[] = [
  overview,
  visaOptions,
  entryRules,
  costOfLiving,
  internet,
  safety,
  topCities,
  health,
  money,
  usefulLinks,
  sources,
];
