import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * An image optimised by next/image (resized, AVIF/WebP, srcset and sizes), rendered on the server as
 * a plain <img>. `<Image>` is a client component: every instance ships and hydrates on the client,
 * for behaviour (blur placeholders, load callbacks) that these images do not use. Use `<Image>`
 * only inside client components or when it needs those props; `preload` works as it does there.
 */
export function StaticImage({ preload, ...props }: Omit<ImageProps, "placeholder" | "onLoad" | "onError" | "priority">) {
  const { props: img } = getImageProps(props);
  if (preload && img.src) {
    preloadResource(img.src, { as: "image", imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: img.fetchPriority ?? "high" });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output, without its client component
  return <img {...img} alt={img.alt} />;
}
