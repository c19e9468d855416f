import type { ImgHTMLAttributes } from 'react';

interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * above the fold: loaded eagerly with high priority. Not preloaded from the head: the browser's
   * preload scanner finds the <img> in the HTML anyway, and a preload hint travels in the RSC payload too, so
   * every prefetch of a page (a hovered link) preloaded its images whether it was opened or not.
   */
  priority?: boolean;
}

/**
 * An image with its intrinsic size (no layout shift), lazy unless `priority`. Images are served as
 * they are (the media route, no optimiser), so next/image would only add its client code to every
 * page (about 3.5 KB gzip); this renders the same <img> from the server.
 */
export function Img({ alt, priority = false, loading, fetchPriority, ...rest }: ImgProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- plain <img> on purpose, see above
    <img
      alt={alt}
      decoding="async"
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
      {...rest}
    />
  );
}
