import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/backend/db/client';
import { callJson } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { customerRow, registration, SLOW, trySignIn } from './helpers';

jest.setTimeout(SLOW);

/**
 * Each product's price for each list by decision 058's order, written here apart from the backend's
 * resolution: the list's net price, else the list price less the nearest category's discount on the
 * list (half up), else the list price.
 */
const LIST_PRICES = sql`
  SELECT p.id, l.code,
         coalesce(n.price_cents,
                  (SELECT floor((p.price_cents * (100 - d.discount) + 50) / 100)::int
                   FROM price_list_category_discounts d JOIN categories dc ON dc.id = d.category_id
                   WHERE d.price_list_id = l.id AND (pc.path = dc.path OR pc.path LIKE dc.path || '/%')
                   ORDER BY dc.depth DESC LIMIT 1),
                  p.price_cents) AS cents
  FROM products p JOIN categories pc ON pc.id = p.category_id CROSS JOIN price_lists l
  LEFT JOIN price_list_net_prices n ON n.price_list_id = l.id AND n.product_id = p.id
  WHERE p.active`;

describeOnEachDriver('the demo trade terms of the seed (issue 45: demo)', () => {
  it('prices at least a third of the catalogue differently for the two demo companies', async () => {
    const [share] = await queryRows<{ products: number; differ: number }>(
      await getDb(),
      sql`WITH priced AS (${LIST_PRICES})
          SELECT count(*)::int AS products, count(*) FILTER (WHERE m.cents <> z.cents)::int AS differ
          FROM priced m JOIN priced z ON z.id = m.id AND z.code = 'zakladny'
          WHERE m.code = 'montaznik'`,
    );
    expect(share!.products).toBeGreaterThan(400);
    expect(share!.differ * 3).toBeGreaterThanOrEqual(share!.products);
  });

  it('has a subcategory discount overriding its parent, breaks for a list and for everyone, and the cable by the 305 m box', async () => {
    const db = await getDb();
    const [facts] = await queryRows<{ overrides: number; listBreaks: number; everyoneBreaks: number; minimums: number }>(
      db,
      sql`SELECT (SELECT count(*) FROM price_list_category_discounts d JOIN categories c ON c.id = d.category_id
                  JOIN price_list_category_discounts pd ON pd.price_list_id = d.price_list_id AND pd.category_id = c.parent_id
                  WHERE pd.discount <> d.discount)::int AS "overrides",
                 (SELECT count(DISTINCT product_id) FROM price_breaks WHERE price_list_id IS NOT NULL)::int AS "listBreaks",
                 (SELECT count(DISTINCT product_id) FROM price_breaks WHERE price_list_id IS NULL)::int AS "everyoneBreaks",
                 (SELECT count(*) FROM products WHERE min_quantity > pack_size)::int AS "minimums"`,
    );
    for (const value of Object.values(facts!)) expect(value).toBeGreaterThan(0);
    const cable = await queryRows<{ unit: string; pack: number; min: number }>(
      db,
      sql`SELECT unit_of_measure AS unit, pack_size AS pack, min_quantity AS min FROM products WHERE code = 'SXKD-5E-UTP-PVC'`,
    );
    expect(cable).toEqual([{ unit: 'm', pack: 305, min: 305 }]);
  });

  it('puts the demo on Montážnik, on account for 30 days with 5 000 € of which its unpaid invoices leave room, none long overdue', async () => {
    const demo = await customerRow('demo@securitech.sk');
    expect({ days: demo.paymentTermsDays, limit: demo.creditLimitCents }).toEqual({ days: 30, limit: 500_000 });
    const [owed] = await queryRows<{ list: string; open: number; longOverdue: number }>(
      await getDb(),
      sql`SELECT (SELECT code FROM price_lists WHERE id = ${demo.priceListId}) AS list,
                 coalesce(sum(not_paid_cents), 0)::int AS open,
                 count(*) FILTER (WHERE not_paid_cents > 0 AND due_to < now() - interval '7 days')::int AS "longOverdue"
          FROM invoices WHERE customer_id = ${demo.id}`,
    );
    expect(owed!.list).toBe('montaznik');
    // room for an order of a thousand euros or more, and nothing past the default grace (CREDIT_GRACE_DAYS, 7)
    expect(owed!.open).toBeLessThanOrEqual(400_000);
    expect(owed!.longOverdue).toBe(0);
  });

  it('seeds Montáže Východ s.r.o. on Základný, prepaying, with identifiers the sign-up accepts', async () => {
    const second = await customerRow('montaz@securitech.sk');
    expect({ company: second.companyName, days: second.paymentTermsDays, limit: second.creditLimitCents }).toEqual({
      company: 'Montáže Východ s.r.o.',
      days: null,
      limit: null,
    });
    const [list] = await queryRows<{ code: string }>(await getDb(), sql`SELECT code FROM price_lists WHERE id = ${second.priceListId}`);
    expect(list?.code).toBe('zakladny');
    const { status } = await callJson('POST', '/admin/v1/sign/up', {
      body: {
        ...registration('ako-montaz@example.sk'),
        companyId: second.companyId,
        vatRegistrationId: second.vatRegistrationId,
        extVatRegistrationId: second.extVatRegistrationId,
        phone: second.phone,
      },
      headers: { 'X-Forwarded-For': '203.0.113.77' },
    });
    expect(status).toBe(200);
    expect((await trySignIn('montaz@securitech.sk', 'Demo1234!', '203.0.113.78')).status).toBe(200);
  });
});
