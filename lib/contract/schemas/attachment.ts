import * as z from 'zod/mini';
import { envelope } from './common';

export const attachmentSchema = z.object({
  url: z.string(),
  filename: z.string(),
  /** bytes */
  filesize: z.number().check(z.nonnegative()),
  /** icon name, e.g. "pdf" */
  file_icon: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentGroupSchema = z.object({
  title: z.string(),
  attachments: z.array(attachmentSchema),
});
export type AttachmentGroup = z.infer<typeof attachmentGroupSchema>;

/** GET /attachments/{productCode} (logged in only) */
export const attachmentsResponseSchema = z.object({ ...envelope, attachments: z.array(attachmentGroupSchema) });
