import { eq } from 'drizzle-orm';
import { attachmentsResponseSchema } from '@/lib/contract/schemas/attachment';
import { getDb } from '@/lib/backend/db/client';
import { attachments, products } from '@/lib/backend/db/schema';
import { callJson, demoCustomerCookie } from '../support/backend';
import { expectError } from './support';

let code: string;
let files: number;

beforeAll(async () => {
  const db = await getDb();
  const rows = await db
    .select({ code: products.code, group: attachments.groupTitle })
    .from(attachments)
    .innerJoin(products, eq(products.id, attachments.productId));
  // a product whose files fall into more than one group
  const groups = new Map<string, Set<string>>();
  for (const r of rows) groups.set(r.code, (groups.get(r.code) ?? new Set()).add(r.group));
  code = [...groups].find(([, g]) => g.size > 1)![0];
  files = rows.filter((r) => r.code === code).length;
});

describe('GET /attachments/{productCode}', () => {
  it('refuses a guest with 401 not-logged-in', async () => {
    const response = await callJson('GET', `/admin/v1/attachments/${encodeURIComponent(code)}`);
    expect(expectError(response, 401)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
  });

  it('gives a customer the files grouped by title, privately', async () => {
    const response = await callJson('GET', `/admin/v1/attachments/${encodeURIComponent(code)}`, { cookie: await demoCustomerCookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { attachments: groups } = attachmentsResponseSchema.parse(response.body);
    expect(groups.length).toBeGreaterThan(1);
    expect(new Set(groups.map((g) => g.title)).size).toBe(groups.length);
    expect(groups.flatMap((g) => g.attachments)).toHaveLength(files);
    for (const file of groups.flatMap((g) => g.attachments)) {
      expect(file.url).toMatch(/^\//);
      expect(file.filesize).toBeGreaterThan(0);
      expect(file.file_icon).not.toBe('');
    }
  });

  it('answers an unknown product code with the 404 envelope', async () => {
    expectError(await callJson('GET', '/admin/v1/attachments/NO-SUCH-CODE', { cookie: await demoCustomerCookie() }), 404);
  });
});
