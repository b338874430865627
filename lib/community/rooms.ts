import { cities } from "@/lib/cities";
import { community } from "@/lib/config/community";

/** A chat room: 'general' and one per city (the eight cities of lib/cities). */
export type Room = { id: string; name: string; description: string };

export const rooms: readonly Room[] = [
  { id: community.defaultRoom, name: "General", description: "Everything nomad life in South America" },
  ...cities.map((city) => ({
    id: city.id,
    name: city.name,
    description: `Nomads in ${city.name}, ${city.country}`,
  })),
];

const ids = new Set(rooms.map((room) => room.id));

export function isRoom(id: string): boolean {
  return ids.has(id);
}

export function roomName(id: string): string {
  return rooms.find((room) => room.id === id)?.name ?? id;
}
