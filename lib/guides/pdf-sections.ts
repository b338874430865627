import type { Passage } from "@/lib/visa/knowledge-schema";
import type { GuideData } from "@/lib/guides/load-data";
import { colors, fonts, type GuideLayout, type LinkItem, type Stat } from "@/lib/guides/pdf-layout";
import { entryCard, entryStatement, isVerified, passportList } from "@/lib/guides/entry";
import { formatReviewDate } from "@/lib/guides/pdf-text";

/** The guide's content, one function per section, in reading order. */
type Section = (layout: GuideLayout, data: GuideData) => void;

function passages(data: GuideData, topic: Passage["topic"]): Passage[] {
  return data.visa.passages.filter((passage) => passage.topic === topic);
}

/** "Up to 2 years, multiple entries" → "Up to 2 years": the headline part of a duration. */
function shortDuration(duration: string): string {
  return (duration.split(/[,;(]/)[0] ?? duration).trim();
}

export function cover(layout: GuideLayout, { country, visa }: GuideData): void {
  const { doc } = layout;
  const x = layout.left;
  const title = `${country.name} Guide\nfor Digital Nomads`;
  const titleStyle = { font: fonts.bold, size: 30, color: colors.white, lineGap: 2 };
  const subtitle = `Visas, entry rules, cost of living, internet, safety and the best cities for remote workers in ${country.name}.`;
  const subtitleStyle = { size: 10.5, color: colors.tealSoft, lineGap: 2 };
  const reviewed = `LAST REVIEWED ${formatReviewDate(visa.lastReviewed).toUpperCase()}`;
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
  layout.write("FREE COUNTRY GUIDE", x, 48, layout.width, {
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
  const entry = entryCard(country.entry, country.name);
  layout.cards(
    [
      {
        label: entry.label,
        value: entry.value,
        note: [
          ...entry.lines,
          "Official sources and check dates: 'Entry by passport', in the visa section.",
        ].join("\n"),
      },
    ],
    12.5,
  );
  layout.cards(
    [
      nomadVisa
        ? {
            label: "Digital nomad visa",
            value: "Available",
            note: shortDuration(nomadVisa.duration),
            highlight: true,
          }
        : { label: "Digital nomad visa", value: "None", note: "See other routes in the visa section" },
      income
        ? {
            label: "Nomad visa income",
            value: `~USD ${income.toLocaleString("en-US")}`,
            note: "a month, approximately",
          }
        : {
            label: "Nomad visa income",
            value: nomadVisa ? "See details" : "n/a",
            note: nomadVisa ? "Not a fixed USD amount" : "No nomad visa",
          },
      {
        label: "Monthly budget",
        value: country.costOfLiving.budgetUsd.comfortable,
        note: "comfortable, for one person",
      },
    ],
    12.5,
  );
}

const overview: Section = (layout, { country }) => {
  layout.sectionHeading("Overview");
  layout.paragraph(country.intro);
  layout.space(2);
  layout.keyValues([
    { label: "Capital", value: country.capital },
    { label: "Currency", value: `${country.currency.name} (${country.currency.code})` },
    { label: "Languages", value: country.languages.join(", ") },
    { label: "Time zone", value: country.timezone },
  ]);
};

const visaOptions: Section = (layout, data) => {
  const { visa } = data;
  layout.sectionHeading("Visa options for remote workers");
  layout.paragraph(visa.summary);

  const nomadVisa = visa.nomadVisa;
  layout.subheading(
    nomadVisa ? `Digital nomad visa: ${nomadVisa.name}` : "Digital nomad visa: none at the moment",
  );
  for (const passage of passages(data, "digital-nomad-visa")) layout.paragraph(passage.text);
  if (nomadVisa) {
    layout.keyValues([
      { label: "Duration", value: nomadVisa.duration },
      { label: "Income requirement", value: nomadVisa.incomeRequirement },
      { label: "Fees", value: nomadVisa.fees },
      { label: "Processing time", value: nomadVisa.processingTime },
    ]);
    layout.subheading("Documents you will need");
    layout.bullets(nomadVisa.documents);
    layout.subheading("How to apply");
    layout.paragraph(nomadVisa.howToApply);
    layout.keyValues([
      { label: "Official website", value: nomadVisa.officialUrl, link: nomadVisa.officialUrl },
    ]);
  }

  layout.subheading(`Staying as a visitor: ${visa.touristStay.days} days`);
  layout.paragraph(visa.touristStay.summary);
  entryByPassport(layout, data);
  for (const passage of passages(data, "extensions")) layout.paragraph(passage.text);

  const otherRoutes = passages(data, "other-visas");
  if (otherRoutes.length) {
    layout.subheading("Other visa routes");
    for (const passage of otherRoutes) layout.paragraph(passage.text);
  }
  const tax = passages(data, "tax-residency");
  if (tax.length) {
    layout.subheading("Tax residency");
    for (const passage of tax) layout.paragraph(passage.text);
  }
};

/** Each passport group's entry rule, with its official source and the day it was checked. */
function entryByPassport(layout: GuideLayout, { country }: GuideData): void {
  layout.subheading("Entry by passport");
  layout.keyValues(
    country.entry.flatMap((record) => [
      { label: passportList(record.passports), value: entryStatement(record, country.name) },
      ...(isVerified(record)
        ? [
            {
              label: `Source, checked ${formatReviewDate(record.verifiedOn)}`,
              value: record.source.title,
              link: record.source.url,
            },
          ]
        : []),
    ]),
  );
}

const entryRules: Section = (layout, data) => {
  layout.sectionHeading("Entry rules");
  for (const passage of passages(data, "entry-requirements"))
    layout.titledParagraph(passage.title, passage.text);
};

const costOfLiving: Section = (layout, { country }) => {
  const cost = country.costOfLiving;
  layout.sectionHeading("Cost of living");
  layout.paragraph(cost.summary);
  layout.subheading("Monthly budget for one person (USD)");
  layout.cards(
    [
      { label: "Frugal", value: cost.budgetUsd.frugal },
      { label: "Comfortable", value: cost.budgetUsd.comfortable, highlight: true },
      { label: "Premium", value: cost.budgetUsd.premium },
    ],
    14,
  );
  layout.subheading("Typical prices");
  layout.table(
    [
      { header: "Item", width: 68 },
      { header: "Price (USD)", width: 32, align: "right", bold: true },
    ],
    cost.items.map((item) => [item.label, item.price]),
  );
};

const internet: Section = (layout, { country }) => {
  layout.sectionHeading("Internet & SIM cards");
  layout.paragraph(country.internet.summary);
  layout.keyValues([{ label: "Typical speeds", value: country.internet.typicalSpeed }]);
  layout.subheading("SIM cards");
  layout.paragraph(country.internet.simCards);
};

const safety: Section = (layout, { country }) => {
  layout.sectionHeading("Safety");
  layout.paragraph(country.safety.summary);
  layout.subheading("Tips");
  layout.bullets(country.safety.tips);
};

const topCities: Section = (layout, { country, cities }) => {
  layout.sectionHeading("Top cities");
  for (const topCity of country.topCities) {
    const city = topCity.cityId ? cities[topCity.cityId] : undefined;
    const stats: Stat[] = city
      ? [
          { label: "Internet", value: city.internetSpeed },
          { label: "Cost of living", value: city.costOfLiving, weight: 1.15 },
          { label: "Coworking", value: `${city.coworkingSpaces} spaces`, weight: 0.85 },
          { label: "Weather", value: city.weather, weight: 1.8 },
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

const health: Section = (layout, { country }) => {
  layout.sectionHeading("Health");
  layout.paragraph(country.health);
};

const money: Section = (layout, { country }) => {
  layout.sectionHeading("Money");
  layout.paragraph(country.money);
};

const usefulLinks: Section = (layout, { country }) => {
  layout.sectionHeading("Useful links");
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

const sources: Section = (layout, data) => {
  layout.sectionHeading("Sources");
  layout.leadIn(
    `The visa information in this guide comes from these official sources (last reviewed ${formatReviewDate(data.visa.lastReviewed)}).`,
    { color: colors.muted, size: 9 },
  );
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
