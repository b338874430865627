import { ClientMessages } from "@/components/i18n/client-messages";
import { WhoIsInTown } from "./who-is-in-town";

/** The city page's "Who's in town" with its own words (the page itself ships none of them). */
export function CityPresence({ cityId, cityName }: { cityId: string; cityName: string }) {
  return (
    <ClientMessages namespaces={["presence.town"]}>
      <WhoIsInTown cityId={cityId} cityName={cityName} />
    </ClientMessages>
  );
}
