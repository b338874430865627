"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils/cn";

type Slide = { src: string; alt: string; width: number; height: number };

/**
 * An accessible carousel (WAI-ARIA carousel pattern): previous/next buttons, slide picker dots,
 * arrow keys, a live region announcing 'Image 2 of 3', no auto-rotation.
 */
export function GalleryCarousel({ images, label }: { images: Slide[]; label: string }) {
  const t = useTranslations("cities.gallery");
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (next: number) => setIndex((next + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") go(index + 1);
    if (event.key === "ArrowLeft") go(index - 1);
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} className="grid gap-3" onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-2xl bg-muted">
        {images.map((image, i) => (
          <div
            key={image.src}
            role="group"
            aria-roledescription="slide"
            aria-label={t("slide", { index: i + 1, count })}
            aria-hidden={i !== index}
            className={cn("relative aspect-[3/2] w-full", i === index ? "block" : "hidden")}
          >
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="object-cover"
            />
          </div>
        ))}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
              aria-label={t("previous")}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
              aria-label={t("next")}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {t("announce", { index: index + 1, count, alt: images[index]?.alt ?? "" })}
      </p>
      {count > 1 ? (
        <div className="flex justify-center gap-1" role="group" aria-label={t("choose")}>
          {images.map((image, i) => (
            <button
              key={image.src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("show", { index: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              className="inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  "block size-2.5 rounded-full transition-colors",
                  i === index ? "bg-primary" : "bg-slate-300",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
