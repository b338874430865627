import "server-only";
import { geoBounds, geoMercator, geoPath } from "d3-geo";
import type { MultiPoint } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries110m from "world-atlas/countries-110m.json";
import { locales } from "@/lib/i18n/locales";
import { cities, citiesIn } from "./cities";

/**
 * The map of the cities, drawn once per process from Natural Earth's 1:110m countries (world-atlas)
 * with d3-geo: a Mercator view of Mexico to Patagonia, our eleven countries shaded, each city a
 * point. No tiles and no request: the page carries the SVG paths.
 */

/** Mexico's north to Cape Horn, the Pacific coast to Brazil's eastern tip (longitude, latitude). */
const view = { west: -118, east: -33, north: 33, south: -56 };

/** The viewBox width; the height follows the projection. Labels are sized in these units. */
const WIDTH = 400;
/** Label font size and the room a character takes, in viewBox units (for the overlap check). */
export const LABEL_SIZE = 11;
const CHAR_WIDTH = LABEL_SIZE * 0.56;

/** ISO 3166 numeric codes of the countries with cities and visa facts. */
const ourCountries = new Set(["032", "068", "076", "152", "170", "188", "218", "484", "600", "604", "858"]);

type Side = "right" | "left" | "above" | "below";
export type MapCity = { id: string; x: number; y: number; label: Side | null };
export type CityMapData = {
  width: number;
  height: number;
  countries: { id: string; d: string; ours: boolean }[];
  cities: MapCity[];
};

// The view's corners: fitting the projection to these points frames exactly that rectangle.
const corners: MultiPoint = {
  type: "MultiPoint",
  coordinates: [
    [view.west, view.north],
    [view.east, view.south],
  ],
};

function draw(): CityMapData {
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>;
  const projection = geoMercator().fitWidth(WIDTH, corners);
  const height = Math.round(projection([view.east, view.south])![1]);
  projection.clipExtent([
    [0, 0],
    [WIDTH, height],
  ]);
  const path = geoPath(projection).digits(1);
  const countries = feature(topology, topology.objects.countries).features.flatMap((country) => {
    const [[west, south], [east, north]] = geoBounds(country);
    const inView = west < view.east && east > view.west && south < view.north && north > view.south;
    const d = inView ? path(country) : null;
    return d ? [{ id: String(country.id), d, ours: ourCountries.has(String(country.id)) }] : [];
  });
  const points = cities.map((city) => {
    const [x, y] = projection([city.longitude, city.latitude])!;
    // Room for the longest of its names ("Cidade do México" is longer than "Mexico City").
    const names = locales.map((locale) => citiesIn(locale).find((c) => c.id === city.id)?.name ?? city.name);
    const name = names.reduce((a, b) => (b.length > a.length ? b : a));
    return { id: city.id, name, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  });
  return { width: WIDTH, height, countries, cities: placeLabels(points, height) };
}

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where a label would sit beside its point. */
export function labelBox(x: number, y: number, text: string, side: Side): Box {
  const w = text.length * CHAR_WIDTH;
  const h = LABEL_SIZE;
  const gap = 6;
  if (side === "right") return { left: x + gap, top: y - h / 2, right: x + gap + w, bottom: y + h / 2 };
  if (side === "left") return { left: x - gap - w, top: y - h / 2, right: x - gap, bottom: y + h / 2 };
  if (side === "above") return { left: x - w / 2, top: y - gap - h, right: x + w / 2, bottom: y - gap };
  return { left: x - w / 2, top: y + gap, right: x + w / 2, bottom: y + gap + h };
}

/**
 * Gives each point a label beside it that overlaps no point and no label placed before it, else
 * none: that point keeps its name for screen readers and as a tooltip, and its page is one tap away.
 */
function placeLabels(
  points: { id: string; name: string; x: number; y: number }[],
  height: number,
): MapCity[] {
  const taken: Box[] = points.map(({ x, y }) => ({ left: x - 4, top: y - 4, right: x + 4, bottom: y + 4 }));
  return points.map(({ id, name, x, y }) => {
    const label =
      (["right", "left", "above", "below"] as const).find((side) => {
        const box = labelBox(x, y, name, side);
        const fits = box.left >= 0 && box.right <= WIDTH && box.top >= 0 && box.bottom <= height;
        return fits && !taken.some((other) => overlaps(box, other));
      }) ?? null;
    if (label) taken.push(labelBox(x, y, name, label));
    return { id, x, y, label };
  });
}

/** The drawn map (computed when first needed, then kept). */
export const cityMap: () => CityMapData = (() => {
  let drawn: CityMapData | undefined;
  return () => (drawn ??= draw());
})();
