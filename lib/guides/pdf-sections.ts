import type { Passage } from "@/lib/visa/knowledge-schema";
import type { GuideData } from "@/lib/guides/load-data";
import { colors, fonts, type GuideLayout, type LinkItem, type Stat } from "@/lib/guides/pdf-layout";
import { entryCard, entryStatement, type CountryArgs } from "@/lib/guides/entry";
import type { GuideTranslator } from "@/lib/guides/pdf-text";
import type { FactWriter } from "@/lib/visa/facts/figures";
import { countryFacts, isAsserted } from "@/lib/visa/facts/query";
import {
  hasNomadVisa,
  nomadFigures,
  taxResidency,
  visitorEntry,
  visitorRules,
  visitorStay,
} from "@/lib/visa/facts/overview";
import type { Fact } from "@/lib/visa/facts/schema";
import { metricsFor } from "@/lib/cities/numbers/metrics";
import { siteUrl } from "@/lib/config/url";
import { formatAmountRange, formatCalendarDate, formatNumber, formatSpeed } from "@/lib/i18n/format";
import { localeTags, localizedPath, type Locale } from "@/lib/i18n/locales";

/** The guide's content, one function per section, in reading order, in the messages' language. */
type Section = (layout: GuideLayout, data: GuideData, t: GuideTranslator, w: FactWriter) => void;

/** The country as the messages name it (with its gender, for languages that put an article first). */
export function countryArgs({ country, gender }: GuideData): CountryArgs {
  return { country: country.name, gender };
}

function passages(data: GuideData, topic: Passage["topic"]): Passage[] {
  return data.visa.passages.filter((passage) => passage.topic === topic);
}

/** A record's sentence in the guide's language, said to be unverified when it is. */
function factSentence(fact: Fact, data: GuideData, t: GuideTranslator): string {
  const sentence = fact.text[data.locale];
  return isAsserted(fact) ? sentence : `${t("pdf.entry.notVerified")}: ${sentence}`;
}

/** A record's figure and its sentence: "USD 3,000 a month – Monthly income of at least …". */
function factValue(fact: Fact, data: GuideData, w: FactWriter): string {
  const figure = w.marked(fact);
  return figure ? `${figure} – ${fact.text[data.locale]}` : fact.text[data.locale];
}

export function cover(layout: GuideLayout, data: GuideData, t: GuideTranslator, w: FactWriter): void {
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

  const nomad = hasNomadVisa(country.id) ? nomadFigures(country.id) : undefined;
  const income = nomad?.income;
  doc.y = bandHeight + 26;
  // Entry for visitors, from the country's per-passport records (never a general claim).
  const entry = entryCard(visitorEntry(country.id), countryArgs(data), t, w);
  layout.cards(
    [{ label: entry.label, value: entry.value, note: [...entry.lines, t("pdf.cards.entryNote")].join("\n") }],
    12.5,
  );
  layout.cards(
    [
      nomad
        ? {
            label: t("pdf.cards.nomadVisa"),
            value: t("pdf.cards.available"),
            note: nomad.duration ? (w.marked(nomad.duration) ?? "") : nomad.program.officialName,
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
            value: w.marked(income) ?? "",
            note: t("pdf.entry.sourceChecked", { date: formatCalendarDate(income.verifiedOn, locale) }),
          }
        : {
            label: t("pdf.cards.nomadIncome"),
            value: nomad ? t("pdf.cards.seeDetails") : t("pdf.cards.notApplicable"),
            note: nomad ? t("pdf.cards.notRecorded") : t("pdf.cards.noNomadVisa"),
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

const visaOptions: Section = (layout, data, t, w) => {
  const { visa, country } = data;
  layout.sectionHeading(t("pdf.sections.visaOptions"));
  layout.paragraph(visa.summary);

  const nomad = hasNomadVisa(country.id) ? nomadFigures(country.id) : undefined;
  layout.subheading(
    nomad ? t("pdf.visa.nomadVisa", { name: nomad.program.officialName }) : t("pdf.visa.noNomadVisa"),
  );
  for (const passage of passages(data, "digital-nomad-visa")) layout.paragraph(passage.text);
  if (nomad) {
    const rows = (label: string, facts: (Fact | undefined)[]) =>
      facts.flatMap((fact) => (fact ? [{ label, value: factValue(fact, data, w) }] : []));
    layout.keyValues([
      ...rows(t("pdf.visa.duration"), [nomad.duration]),
      ...rows(t("pdf.visa.incomeRequirement"), [nomad.income]),
      ...rows(t("pdf.visa.savings"), [nomad.savings]),
      ...rows(t("pdf.visa.fees"), nomad.fees),
      ...rows(t("pdf.visa.processingTime"), [nomad.processing]),
    ]);
    if (visa.nomadVisa) {
      layout.subheading(t("pdf.visa.documents"));
      layout.bullets(visa.nomadVisa.documents);
      layout.subheading(t("pdf.visa.howToApply"));
      layout.paragraph(visa.nomadVisa.howToApply);
    }
    layout.keyValues([
      { label: t("pdf.visa.officialWebsite"), value: nomad.program.url, link: nomad.program.url },
    ]);
  }

  layout.subheading(t("pdf.visa.visitorStay"));
  const stays = visitorStay(country.id);
  if (stays.length === 1) layout.paragraph(factSentence(stays[0]!.stay, data, t));
  else
    layout.keyValues(
      stays.map(({ passports, stay }) => ({
        label: w.passportList(passports),
        value: factSentence(stay, data, t),
      })),
    );
  for (const fact of visitorRules(country.id)) layout.paragraph(factSentence(fact, data, t));
  entryByPassport(layout, data, t, w);
  for (const passage of passages(data, "extensions")) layout.paragraph(passage.text);

  const otherRoutes = passages(data, "other-visas");
  if (otherRoutes.length) {
    layout.subheading(t("pdf.visa.otherRoutes"));
    for (const passage of otherRoutes) layout.paragraph(passage.text);
  }
  const taxFacts = taxResidency(country.id);
  const tax = passages(data, "tax-residency");
  if (tax.length || taxFacts.length) {
    layout.subheading(t("pdf.visa.taxResidency"));
    for (const fact of taxFacts) layout.paragraph(factSentence(fact, data, t));
    for (const passage of tax) layout.paragraph(passage.text);
  }
};

/** Each passport group's entry rule, with the official source of each record and the day it was checked. */
function entryByPassport(layout: GuideLayout, data: GuideData, t: GuideTranslator, w: FactWriter): void {
  layout.subheading(t("pdf.entry.heading"));
  layout.keyValues(
    visitorEntry(data.country.id).flatMap((group) => {
      const sources = new Map(
        [group.requirement, group.stay]
          .filter((fact): fact is Fact => fact !== undefined && isAsserted(fact))
          .map((fact) => [fact.source.url, fact]),
      );
      return [
        { label: w.passportList(group.passports), value: entryStatement(group, countryArgs(data), t, w) },
        ...[...sources.values()].map((fact) => ({
          label: t("pdf.entry.sourceChecked", { date: formatCalendarDate(fact.verifiedOn, data.locale) }),
          value: fact.source.title,
          link: fact.source.url,
        })),
      ];
    }),
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

/**
 * A city's figures in the guide, from its numbers records (the city page shows each one's source
 * and date; the guide links there): the monthly budget, fixed internet, the year's temperatures.
 */
function cityStats(cityId: string, locale: Locale, t: GuideTranslator): Stat[] {
  const metrics = metricsFor(cityId);
  const unknown = t("pdf.cities.unknown");
  const temperature = metrics?.temperature;
  return [
    {
      label: t("pdf.cities.internet"),
      value: metrics?.fixedMbps ? formatSpeed(metrics.fixedMbps, locale) : unknown,
    },
    {
      label: t("pdf.cities.costOfLiving"),
      value: metrics?.total
        ? formatAmountRange(metrics.total.low, metrics.total.high, locale, "USD")
        : unknown,
      weight: 1.15,
    },
    {
      label: t("pdf.cities.weather"),
      value: temperature
        ? `${formatNumber(Math.min(...temperature.low), locale)}–${formatNumber(Math.max(...temperature.high), locale)} °C`
        : unknown,
    },
  ];
}

const topCities: Section = (layout, data, t) => {
  const { country, cities } = data;
  layout.sectionHeading(t("pdf.sections.topCities"));
  for (const topCity of country.topCities) {
    const city = topCity.cityId ? cities[topCity.cityId] : undefined;
    const stats: Stat[] = city ? cityStats(city.id, data.locale, t) : [];
    // Keep the city's name, description and figures on one page.
    layout.subheading(topCity.name);
    layout.ensureSpace(
      layout.measure(topCity.why, layout.width) + 6 + (city ? layout.statBoxHeight(stats) : 0),
    );
    layout.paragraph(topCity.why);
    if (city) {
      layout.statBox(stats);
      layout.paragraph(
        t("pdf.cities.sources", { url: `${siteUrl()}${localizedPath(`/cities/${city.id}`, data.locale)}` }),
      );
    }
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
 * Every source of the country's checked fact records and of the visa passages, once each (the same
 * page is often cited many times).
 */
export function officialSources(data: GuideData): LinkItem[] {
  const seen = new Map<string, LinkItem>();
  const cited = [
    ...(countryFacts(data.country.id)?.facts ?? []).filter(isAsserted).map((fact) => fact.source),
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
