/* eslint-disable @next/next/no-img-element -- see below */
import type { ComponentProps } from "react";

type StaticImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** For the image that is the page's largest paint: fetched first and painted with the page. */
  priority?: boolean;
};

/**
 * A plain <img>. The shop's pictures are hand-made SVGs or product photos served as they
 * are, which next/image would not optimise anyway, while its client code would add some
 * 10 KB to every page's first load. Width and height are required so nothing shifts.
 */
export function StaticImage({ priority = false, alt, ...props }: StaticImageProps) {
  return (
    <img
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      {...props}
    />
  );
}
