import { MapPinOff } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import { NotFoundToast } from "@/components/cities/not-found-toast";
import { Button } from "@/components/ui/button";

/**
 * An unknown city id (HTTP 404): 'City Not Found' with a way back to the cities, and a toast saying
 * the same.
 */
export default function CityNotFound() {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
      <NotFoundToast />
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary"
        aria-hidden
      >
        <MapPinOff className="size-7" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">City Not Found</h1>
      <p className="text-muted-foreground">We couldn&apos;t find the city you&apos;re looking for.</p>
      <Button asChild>
        <Link href="/cities">Back to Cities</Link>
      </Button>
    </section>
  );
}
