import { getTranslations } from "next-intl/server";
import { citiesIn } from "@/lib/cities";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { cityMap, LABEL_SIZE, type MapCity } from "@/lib/cities/map";
import { cn } from "@/lib/utils/cn";

const anchor = { right: "start", left: "end", above: "middle", below: "middle" } as const;
const offset = { right: [7, 4], left: [-7, 4], above: [0, -8], below: [0, 15] } as const;

/**
 * Every city on a map of Latin America (lib/cities/map.ts): a point that links to its page, with
 * its name beside it where it fits. Server-rendered SVG, no script and no map tiles.
 */
export async function CityMap({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: "cities.map" });
  const map = cityMap();
  const names = new Map(citiesIn(locale).map((city) => [city.id, city]));
  return (
    <section aria-labelledby="city-map-heading" className={cn("grid gap-3", className)}>
      <h2 id="city-map-heading" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <p className="text-muted-foreground">{t("lead")}</p>
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className="mx-auto h-auto w-full max-w-xl rounded-2xl"
        role="group"
        aria-labelledby="city-map-heading"
      >
        <rect width={map.width} height={map.height} className="fill-sky-50" />
        <g className="stroke-white" strokeWidth={0.6}>
          {map.countries.map((country) => (
            <path
              key={country.id}
              d={country.d}
              className={country.ours ? "fill-teal-100" : "fill-slate-200"}
            />
          ))}
        </g>
        {map.cities.map((point) => {
          const city = names.get(point.id);
          return city ? (
            <CityPoint key={point.id} point={point} city={city} locale={locale} open={t("open")} />
          ) : null;
        })}
      </svg>
    </section>
  );
}

function CityPoint({
  point,
  city,
  locale,
  open,
}: {
  point: MapCity;
  city: { id: string; name: string; country: string };
  locale: Locale;
  open: string;
}) {
  const name = `${city.name}, ${city.country}`;
  return (
    <a
      href={localizedPath(`/cities/${city.id}`, locale)}
      aria-label={`${name}. ${open}`}
      className="group outline-none"
    >
      <title>{name}</title>
      {/* A larger transparent circle: a finger-sized target around a small dot. */}
      <circle cx={point.x} cy={point.y} r={9} className="fill-transparent" />
      <circle
        cx={point.x}
        cy={point.y}
        r={3.5}
        className="fill-primary stroke-white group-hover:fill-amber-500 group-focus-visible:fill-amber-500"
        strokeWidth={1.2}
      />
      <circle
        cx={point.x}
        cy={point.y}
        r={7}
        className="hidden fill-none stroke-amber-500 group-focus-visible:inline"
        strokeWidth={1.5}
      />
      {point.label ? (
        <text
          x={point.x + offset[point.label][0]}
          y={point.y + offset[point.label][1]}
          textAnchor={anchor[point.label]}
          fontSize={LABEL_SIZE}
          className="fill-slate-800 stroke-white stroke-[3px] font-medium [paint-order:stroke] group-hover:underline"
        >
          {city.name}
        </text>
      ) : null}
    </a>
  );
}
