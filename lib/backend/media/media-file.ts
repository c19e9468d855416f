import 'server-only';

/** One file GET /media answers with, from either store. */
export interface MediaFile {
  type: string;
  size: number;
  /** a quoted entity tag: the same bytes give the same tag on every instance of the store */
  etag: string;
  /** The bytes, read as the response is sent (a large datasheet never sits whole in memory). */
  open: () => ReadableStream<Uint8Array>;
}
