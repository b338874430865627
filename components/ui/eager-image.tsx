"use client";

import type { ImgHTMLAttributes } from "react";

/**
 * An image that loads at once (above the fold), optionally preloaded from the <head>. A client
 * component on purpose: rendered by a server component, such an <img> (or a <link rel="preload">,
 * or React DOM's `preload()`) becomes a preload hint in the page's server payload, and the router
 * applies hints as soon as it fetches a payload: every page with a prefetched link to this one would
 * download the image. Here the payload only names this component, so the image is requested by the
 * page that shows it (its server-rendered HTML preloads it) and by no other.
 */
export function EagerImage({ preload, ...img }: ImgHTMLAttributes<HTMLImageElement> & { preload: boolean }) {
  return (
    <>
      {preload && img.src ? (
        <link
          rel="preload"
          as="image"
          href={img.srcSet ? undefined : String(img.src)}
          imageSrcSet={img.srcSet}
          imageSizes={img.sizes}
          fetchPriority={img.fetchPriority ?? "high"}
        />
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's output, minus its client part */}
      <img {...img} alt={img.alt} />
    </>
  );
}
