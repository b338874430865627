import { ClientMessages } from "@/components/i18n/client-messages";
import { UpcomingMeetups } from "./upcoming-meetups";

/** The chat's "Upcoming meetups" panel, with its words (the chat page renders it for members). */
export function ChatMeetupsPanel() {
  return (
    <ClientMessages namespaces={["meetups"]}>
      <div className="mx-auto max-w-6xl px-4 py-6">
        <UpcomingMeetups />
      </div>
    </ClientMessages>
  );
}
