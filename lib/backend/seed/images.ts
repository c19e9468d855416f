import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { DrawingKind } from './catalogue-types';
import { productImageSvg, type View } from './image-compose';
import { SMALL_COPY_SUFFIX, SMALL_COPY_WIDTH } from '../media-copies';
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

export async function writeWebp(file: string, svg: string, width: number, height: number): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).resize(width, height).webp(WEBP).toFile(file);
  return info.size;
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
 * files are hard links to pool files, so 100 000 products cost directory entries, not gigabytes.
 */
export class ProductImagePool {
  private readonly rendered = new Set<string>();
  private readonly poolDir: string;
  private readonly productDir: string;

  constructor(
    mediaDir: string,
    private readonly palettes: ReadonlyMap<string, Palette>,
  ) {
    this.poolDir = path.join(mediaDir, 'pool');
    this.productDir = path.join(mediaDir, 'p');
    fs.mkdirSync(this.poolDir, { recursive: true });
    fs.mkdirSync(this.productDir, { recursive: true });
  }

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
      await Promise.all([
        sharp(data, raw)
          .webp(WEBP)
          .toFile(path.join(this.poolDir, `${name}.webp`)),
        sharp(data, raw)
          .resize(SMALL_COPY_WIDTH, SMALL_COPY_WIDTH)
          .webp(WEBP)
          .toFile(path.join(this.poolDir, `${name}${SMALL_COPY_SUFFIX}.webp`)),
      ]);
      this.rendered.add(name);
    });
    return todo.size;
  }

  /** Links pool image → media/p/<productId>-<n>.webp (and -sm); returns the public src. */
  place(productId: number, n: number, spec: ImageSpec): string {
    const name = this.name(spec);
    for (const suffix of ['', SMALL_COPY_SUFFIX]) {
      const target = path.join(this.productDir, `${productId}-${n}${suffix}.webp`);
      linkOrCopy(path.join(this.poolDir, `${name}${suffix}.webp`), target);
    }
    return `/media/p/${productId}-${n}.webp`;
  }
}

/** Hard link when the filesystem allows it, else a copy; an existing target is replaced. */
export function linkOrCopy(source: string, target: string): void {
  try {
    fs.linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      fs.rmSync(target, { force: true });
      linkOrCopy(source, target);
    } else if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP') {
      fs.copyFileSync(source, target);
    } else {
      throw error;
    }
  }
}
