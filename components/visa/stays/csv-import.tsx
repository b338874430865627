"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseTripsCsv, type CsvLineError } from "@/lib/visa/stays/csv";
import type { TripInput } from "@/lib/visa/stays/trips";

/** Reads trips from a CSV file or pasted lines; lines that cannot be read are listed with the reason. */
export function CsvImport({ onImport }: { onImport: (trips: TripInput[]) => Promise<boolean> }) {
  const t = useTranslations("stays.csv");
  const id = useId();
  const [result, setResult] = useState<{ imported: number; errors: CsvLineError[] } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    const text = file instanceof File && file.size > 0 ? await file.text() : String(data.get("text") ?? "");
    const { trips, errors } = parseTripsCsv(text.slice(0, 100_000));
    const saved = trips.length === 0 || (await onImport(trips));
    setResult({ imported: saved ? trips.length : 0, errors });
    if (saved && errors.length === 0) form.reset();
  }

  return (
    <form onSubmit={submit} className="grid gap-3" data-testid="csv-import">
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-file`}>{t("file")}</Label>
        <Input id={`${id}-file`} name="file" type="file" accept=".csv,text/csv,text/plain" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-text`}>{t("paste")}</Label>
        <Textarea
          id={`${id}-text`}
          name="text"
          rows={4}
          placeholder="peru,2026-01-10,2026-03-01"
          className="font-mono"
        />
      </div>
      <div>
        <Button type="submit" variant="outline">
          {t("import")}
        </Button>
      </div>
      {result && (
        <div role="status" className="grid gap-1 text-sm">
          <p>{t("imported", { count: result.imported })}</p>
          {result.errors.length > 0 && (
            <>
              <p className="font-medium text-destructive">
                {t("errorsTitle", { count: result.errors.length })}
              </p>
              <ul className="list-disc pl-5 text-destructive">
                {result.errors.map((error) => (
                  <li key={error.line}>
                    {t("line", { line: error.line, text: error.text, reason: t(`reasons.${error.reason}`) })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </form>
  );
}
