import { useTranslations } from "next-intl";
import { leadCountries } from "@/lib/config/lawyers";
import { countryLabel, messageKey } from "./options";

/**
 * A lead summary ("Label: value" lines) as a description list. The summariser writes its labels
 * (and the built-in one its fixed values: "Not stated", the visa types, the country names) in
 * English; those the catalogue knows are shown in the reader's language, the rest as written.
 */
export function SummaryList({ lines }: { lines: string[] }) {
  const lawyer = useTranslations("lawyer");
  const t = useTranslations("lawyer.summary");
  if (!lines.length) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  const known = (key: string, text: string) => (t.has(key as never) ? t(key as never) : text);
  const labelOf = (text: string) => known(`labels.${messageKey(text)}`, text);
  const valueOf = (text: string) => known(`values.${messageKey(text)}`, text);
  // The country line may name several: "Brazil, Colombia".
  const countriesOf = (text: string) =>
    text
      .split(", ")
      .map((name) => {
        const country = leadCountries.find((c) => c.name === name);
        return country ? countryLabel(lawyer, country.id, name) : valueOf(name);
      })
      .join(", ");
  return (
    <dl className="grid gap-1.5 text-sm">
      {lines.map((line, i) => {
        const at = line.indexOf(":");
        const label = at > 0 && at < 24 ? line.slice(0, at) : null;
        const value = line.slice(at + 1).trim();
        return (
          <div key={i} className="grid gap-x-2 sm:grid-cols-[7rem_1fr]">
            <dt className="font-semibold text-slate-700">{label ? labelOf(label) : t("note")}</dt>
            <dd className="text-slate-800">
              {!label ? line : label === "Country" ? countriesOf(value) : valueOf(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
