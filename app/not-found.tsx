import { Compass } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-5 px-4 py-16 text-center sm:py-24">
      <div
        className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary"
        aria-hidden
      >
        <Compass className="size-7" />
      </div>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">This page took a wrong turn</h1>
      <p className="text-pretty text-muted-foreground">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Go back home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/cities">Browse cities</Link>
        </Button>
      </div>
    </section>
  );
}
