import 'server-only';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** The Content-Type /media answers an address with, by its extension; undefined for a kind it never serves. */
export function mediaType(address: string): string | undefined {
  return TYPES[path.extname(address).toLowerCase()];
}
