import { MessagesSquare } from "lucide-react";
import { MessagePage } from "@/components/layout/message-page";

/** What a signed-in member without a subscription sees on /chat. */
export function PremiumUpsell() {
  return (
    <MessagePage
      icon={<MessagesSquare />}
      tone="accent"
      title="Premium Feature"
      actions={[{ href: "/subscription", label: "Upgrade to Premium", variant: "accent", size: "lg" }]}
    >
      The community chat is for premium members: talk in real time with nomads in your city and across South
      America, with a room for every city we cover.
    </MessagePage>
  );
}
