import 'server-only';
import { mediaDir } from '../db/client';
import { mediaType } from '../media/content-types';
import { findDatabaseMedia } from '../media/read-database';
import { findDiskMedia } from '../media/read-disk';
import { mediaResponse } from '../media/response';
import { mediaStore } from '../media/store-setting';
import { notFound } from '../http';
import type { Handler } from '../router';

/** GET /media/*: catalogue images and datasheets the seed wrote, from MEDIA_DIR or the database (MEDIA_STORE). */
export const getMedia: Handler = async ({ request, params, db }) => {
  const address = params.file ?? '';
  const type = mediaType(address);
  if (!type) return notFound('file');
  const file = mediaStore() === 'database' ? await findDatabaseMedia(db, address, type) : await findDiskMedia(mediaDir(), address, type);
  return file ? mediaResponse(request, file) : notFound('file');
};
