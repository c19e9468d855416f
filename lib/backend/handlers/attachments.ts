import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { AttachmentGroup } from '@/lib/contract/schemas/attachment';
import { attachments, products } from '../db/schema';
import { notFound, ok } from '../http';
import type { CustomerHandler } from '../customer-guard';

/** GET /attachments/{productCode}: customers only; files grouped by group title in the order they were added. */
export const getAttachments: CustomerHandler = async ({ db, params }) => {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, params.productCode ?? ''), eq(products.active, true)))
    .limit(1);
  if (!product) return notFound('product');
  const rows = await db.select().from(attachments).where(eq(attachments.productId, product.id)).orderBy(asc(attachments.id));
  const groups = new Map<string, AttachmentGroup>();
  for (const row of rows) {
    const group = groups.get(row.groupTitle) ?? { title: row.groupTitle, attachments: [] };
    group.attachments.push({ url: row.url, filename: row.filename, filesize: row.filesize, file_icon: row.fileIcon });
    groups.set(row.groupTitle, group);
  }
  return ok({ attachments: [...groups.values()] });
};
