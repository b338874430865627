import { ClientMessages } from "@/components/i18n/client-messages";
import { CityMeetups } from "./city-meetups";

/** The city page's meetups, with their words: the page itself stays static (the data loads after). */
export function CityMeetupsSection({ city }: { city: { id: string; name: string } }) {
  return (
    <ClientMessages namespaces={["meetups", "validation.meetups"]}>
      <CityMeetups city={{ id: city.id, name: city.name }} />
    </ClientMessages>
  );
}
