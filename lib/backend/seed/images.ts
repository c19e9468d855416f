import 'server-only';
import sharp from 'sharp';
import type { DrawingKind } from './catalogue-types';
import { productImageSvg, type View } from './image-compose';
import { SMALL_COPY_SUFFIX, SMALL_COPY_WIDTH } from '../media-copies';
import type { MediaWriter } from '../media/writer';
import { slugify } from './random';
import type { Palette } from './svg-kit';

/** Runs fn over items with at most `limit` in flight (sharp work queues on libuv threads anyway). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** effort 2 encodes several times faster than the default with barely larger files */
const WEBP = { quality: 84, effort: 2 } as const;

/** Renders the SVG as a WebP of the given size under the media address; returns its byte size. */
export async function writeWebp(media: MediaWriter, address: string, svg: string, width: number, height: number): Promise<number> {
  const bytes = await sharp(Buffer.from(svg)).resize(width, height).webp(WEBP).toBuffer();
  await media.write(address, bytes);
  return bytes.length;
}

export interface ImageSpec {
  kind: DrawingKind;
  line: string;
  vendor: string;
  view: View;
}

/**
 * Product images come from a small pool of rendered drawings (the main view per kind, line and vendor;
 * the close-up, box and sketch views per kind and line). Each product's
 * files are links to pool files (MediaWriter.link), so 100 000 products cost names, not gigabytes.
 */
export class ProductImagePool {
  private readonly rendered = new Set<string>();

  constructor(
    private readonly media: MediaWriter,
    private readonly palettes: ReadonlyMap<string, Palette>,
  ) {}

  private name(spec: ImageSpec): string {
    const vendor = spec.view === 1 ? `-${slugify(spec.vendor)}` : '';
    return `${spec.kind}-${spec.line}${vendor}-${spec.view}`;
  }

  /** Renders every pool image the specs need (800 × 800 and a 400 × 400 "-sm" copy). */
  async prepare(specs: readonly ImageSpec[]): Promise<number> {
    const todo = new Map<string, ImageSpec>();
    for (const spec of specs) {
      const name = this.name(spec);
      if (!this.rendered.has(name)) todo.set(name, spec);
    }
    await mapLimit([...todo], 4, async ([name, spec]) => {
      const palette = this.palettes.get(spec.line);
      if (!palette) throw new Error(`no palette for line ${spec.line}`);
      // rasterise the SVG once, then encode both sizes from the pixels
      const { data, info } = await sharp(Buffer.from(productImageSvg(spec.view, spec.kind, palette, spec.vendor)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const [full, small] = await Promise.all([
        sharp(data, raw).webp(WEBP).toBuffer(),
        sharp(data, raw).resize(SMALL_COPY_WIDTH, SMALL_COPY_WIDTH).webp(WEBP).toBuffer(),
      ]);
      await this.media.write(`pool/${name}.webp`, full);
      await this.media.write(`pool/${name}${SMALL_COPY_SUFFIX}.webp`, small);
      this.rendered.add(name);
    });
    return todo.size;
  }

  /** Links pool image → p/<productId>-<n>.webp (and -sm); returns the public src. */
  async place(productId: number, n: number, spec: ImageSpec): Promise<string> {
    const name = this.name(spec);
    for (const suffix of ['', SMALL_COPY_SUFFIX]) await this.media.link(`pool/${name}${suffix}.webp`, `p/${productId}-${n}${suffix}.webp`);
    return `/media/p/${productId}-${n}.webp`;
  }
}
