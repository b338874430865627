import { cities, citiesIn } from "@/lib/cities";
import { community } from "@/lib/config/community";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

/** A chat room: 'general' and one per city of lib/cities. */
export type Room = { id: string; name: string; description: string };

export const roomIds: readonly string[] = [community.defaultRoom, ...cities.map((city) => city.id)];

const ids = new Set(roomIds);

export function isRoom(id: string): boolean {
  return ids.has(id);
}

/** The rooms as a reader of `locale` sees them: city rooms carry the city's name in that language. */
export async function roomsIn(locale: Locale): Promise<readonly Room[]> {
  const t = await translator(locale, "community");
  return [
    { id: community.defaultRoom, name: t("rooms.general"), description: t("rooms.generalDescription") },
    ...citiesIn(locale).map((city) => ({
      id: city.id,
      name: city.name,
      description: t("rooms.cityDescription", { city: city.name, country: city.country }),
    })),
  ];
}
