import 'server-only';
import path from 'node:path';
import { PICTURE_WIDTHS } from '@/lib/contract/picture-widths';

/**
 * The small copy of a catalogue picture: the seed writes a 400 × 400 copy beside each 800 × 800
 * product picture (`123-1.webp` → `123-1-sm.webp`). Product cards show a picture at most about
 * 320 CSS pixels wide, so listings name the copy (the extension field `thumbnail`) and the card
 * lets the browser choose by width and pixel density (srcset): half the bytes on a phone.
 */
export const SMALL_COPY_SUFFIX = '-sm';

/** The copy's pixel width, the `w` a card's srcset gives it. */
export const SMALL_COPY_WIDTH = PICTURE_WIDTHS.thumbnail;

const MEDIA_FILE = /^(\/media\/.+)(\.[a-z0-9]+)$/i;

/** The small copy's address for one of our own media pictures; nothing for a foreign address. */
export function smallCopyOf(src: string): string | undefined {
  const match = MEDIA_FILE.exec(src);
  return match ? `${match[1]}${SMALL_COPY_SUFFIX}${match[2]}` : undefined;
}

/**
 * The full picture a small copy was made from (`p/123-1-sm.webp` → `p/123-1.webp`), for GET
 * /media to answer a copy that is missing (a picture added without one) with the picture itself.
 */
export function fullSizeOf(file: string): string | undefined {
  const { dir, name, ext } = path.parse(file);
  return name.endsWith(SMALL_COPY_SUFFIX) ? path.join(dir, name.slice(0, -SMALL_COPY_SUFFIX.length) + ext) : undefined;
}
