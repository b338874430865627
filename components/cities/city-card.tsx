import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { GuideButton } from "@/components/guides/guide-button";
import { IntentLink } from "@/components/layout/intent-link";
import type { CityCardData } from "@/lib/cities/cards";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StaticImage } from "@/components/ui/static-image";

/**
 * A city in the list: image, name, country, description, its key numbers (`numbers`, when given),
 * badges, 'Get Free Guide' and 'Explore'.
 */
export function CityCard({
  city,
  priority = false,
  numbers,
}: {
  city: CityCardData;
  priority?: boolean;
  numbers?: ReactNode;
}) {
  const t = useTranslations("cities.card");
  return (
    <article className="render-when-near group flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow [contain-intrinsic-block-size:auto_600px] hover:shadow-md">
      <IntentLink
        href={`/cities/${city.id}`}
        className="relative block aspect-[16/9] overflow-hidden"
        tabIndex={-1}
        aria-hidden
      >
        <StaticImage
          src={city.image.src}
          alt=""
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          preload={priority}
          fetchPriority={priority ? "high" : undefined}
          loading={priority ? "eager" : "lazy"}
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </IntentLink>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-lg font-semibold">
            <IntentLink href={`/cities/${city.id}`} className="hover:text-primary">
              {city.name}
            </IntentLink>
          </h3>
          <p className="text-sm text-muted-foreground">{city.country}</p>
        </div>
        <p className="line-clamp-3 text-sm text-slate-700">{city.description}</p>
        {numbers}
        <ul className="flex flex-wrap gap-1.5" aria-label={t("features")}>
          {city.features.map((feature) => (
            <li key={feature}>
              <Badge variant="muted">{feature}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <GuideButton guide={city.guide} label={t("getGuide")} className="flex-1" />
          <Button asChild className="flex-1">
            <IntentLink href={`/cities/${city.id}`} aria-label={t("exploreCity", { city: city.name })}>
              {t("explore")} <ArrowRight aria-hidden />
            </IntentLink>
          </Button>
        </div>
      </div>
    </article>
  );
}
