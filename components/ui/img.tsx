import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** above the fold: loaded eagerly with high priority and preloaded from the document head */
  priority?: boolean;
}

/**
 * An image with its intrinsic size (no layout shift), lazy unless `priority`. Images are served as
 * they are (the media route, no optimiser), so next/image would only add its client code to every
 * page; this renders the same <img> from the server.
 */
export function Img({ alt, priority = false, loading, fetchPriority, ...rest }: ImgProps) {
  // with a srcset the preload names it too, else it would fetch `src` where the browser picks a copy
  if (priority) preload(rest.src, { as: 'image', fetchPriority: 'high', imageSrcSet: rest.srcSet, imageSizes: rest.sizes });
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
