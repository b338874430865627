import { getImageProps, type ImageProps } from "next/image";
import { EagerImage } from "./eager-image";

/**
 * An image optimised by next/image (resized, AVIF/WebP, srcset and sizes), rendered on the server as
 * a plain <img>. `<Image>` is a client component: every instance ships and hydrates on the client,
 * for behaviour (blur placeholders, load callbacks) that these images do not use. Use `<Image>`
 * only inside client components or when it needs those props.
 *
 * A lazy image (the default) stays a server-rendered <img>. An eager one (`loading="eager"`, or
 * `preload`, which also preloads it from the <head>) goes through EagerImage, so only the page that
 * shows it downloads it, never a page that merely links to it.
 */
export function StaticImage({
  preload = false,
  ...props
}: Omit<ImageProps, "placeholder" | "onLoad" | "onError" | "priority">) {
  const { props: img } = getImageProps(props);
  if (preload || img.loading !== "lazy") return <EagerImage {...img} preload={preload} />;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own output, minus its client part
  return <img {...img} alt={img.alt} />;
}
