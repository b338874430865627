import { MessagesSquare } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** What a signed-in member without a subscription sees on /chat. */
export function PremiumUpsell() {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-16 text-center sm:py-24">
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground"
        aria-hidden
      >
        <MessagesSquare className="size-7" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">Premium Feature</h1>
      <p className="text-muted-foreground">
        The community chat is for premium members: talk in real time with nomads in your city and across South
        America, with a room for every city we cover.
      </p>
      <Button asChild variant="accent" size="lg">
        <Link href="/subscription">Upgrade to Premium</Link>
      </Button>
    </section>
  );
}
