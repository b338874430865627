import { getImageProps, type ImageProps } from "next/image";

/**
 * An image optimised by next/image (resized, AVIF/WebP, srcset and sizes), rendered on the server as
 * a plain <img>. `<Image>` is a client component: every instance ships and hydrates on the client,
 * for behaviour (blur placeholders, load callbacks) that these images do not use. Use `<Image>`
 * only inside client components or when it needs those props.
 *
 * `preload` renders a <link rel="preload"> that React hoists into <head>, only on the page that
 * shows the image. (React DOM's `preload()` would put a hint in the page's server payload, which the
 * router applies as soon as it fetches the payload: every page with a prefetched link to this one
 * would download its hero.)
 */
export function StaticImage({ preload, ...props }: Omit<ImageProps, "placeholder" | "onLoad" | "onError" | "priority">) {
  const { props: img } = getImageProps(props);
  return (
    <>
      {preload && img.src ? (
        <link rel="preload" as="image" href={img.srcSet ? undefined : img.src} imageSrcSet={img.srcSet} imageSizes={img.sizes} fetchPriority={img.fetchPriority ?? "high"} />
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output, without its client component */}
      <img {...img} alt={img.alt} />
    </>
  );
}
