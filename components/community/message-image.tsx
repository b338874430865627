"use client";

import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/lib/community/schemas";

/**
 * A message's image, at most 320 px tall, its box reserved from the stored size so the list does not
 * jump as it loads; a click opens it full size. Served by our members-only route, not optimised by
 * next/image (whose cache would share a member's image beyond the members).
 */
export function MessageImage({
  image,
  author,
}: {
  image: NonNullable<ChatMessage["image"]>;
  author: string;
}) {
  const t = useTranslations("community.image");
  return (
    <a
      href={image.url}
      target="_blank"
      rel="noopener"
      className="mt-1.5 block w-fit max-w-full rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={t("open")}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- members-only image; see above */}
      <img
        src={image.url}
        alt={t("alt", { name: author })}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="h-auto max-h-80 w-auto max-w-full rounded-lg border bg-muted object-contain"
      />
    </a>
  );
}
