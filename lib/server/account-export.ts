import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getInvoices, getOrderDetail, getOrders, NO_FILTER, type ListFilter } from '@/lib/contract/calls/account';
import type { ApiClient } from '@/lib/contract/client';
import type { FilterOption, ListFilterOptions } from '@/lib/contract/schemas/account';
import { csvDate, toCsv, type CsvCell } from '@/lib/shop/account/csv';
import { filterChoices } from '@/lib/shop/account/list-filter';

/** Rows asked per call while reading a whole list (the contract's largest page). */
const PAGE = 100;
/** A file's limit: far above any customer's history, low enough that one download cannot tie an instance up. */
const MAX_EXPORT_ROWS = 10_000;

/** The VAT of a total, from the totals with and without it, in whole cents. */
const vat = (withVat: number, withoutVat: number) => Math.round(withVat * 100 - withoutVat * 100) / 100;
const euros = (value: number | null | undefined): CsvCell => (value === null || value === undefined ? null : { euros: value });

/** A list page as the account calls answer it: its rows under their own name (`orders`, `invoices`), the total, whether it may be exported, its filters. */
type ListPage<Key extends string, Row> = Record<Key, Row[]> & { count: number; exportable: boolean; filterOptions: ListFilterOptions | null };

/**
 * A whole list as CSV, every page newest first up to MAX_EXPORT_ROWS rows, under the titles of the export
 * messages `titles`; null where the upstream lacks the extension lists. Where the list shows who ordered
 * (the owner's and accountant's view of a company with colleagues, docs/decisions/059-company-accounts.md),
 * so does the file, in a last column (the columns before keep their places for the office's spreadsheets).
 */
async function listCsv<Key extends string, Row extends { person?: FilterOption }>(
  read: (limit: number, offset: number) => Promise<ListPage<Key, Row>>,
  key: Key,
  titles: readonly string[],
  toRow: (row: Row) => CsvCell[],
): Promise<string | null> {
  const rows: Row[] = [];
  let withPeople = false;
  for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += PAGE) {
    const page = await read(PAGE, offset);
    if (!page.exportable) return null;
    withPeople = filterChoices(page.filterOptions).people;
    const pageRows = page[key];
    rows.push(...pageRows);
    if (pageRows.length < PAGE || rows.length >= page.count) break;
  }
  const t = await getTranslations('Account.export');
  // the job reference column only where some row has one (docs/decisions/059-company-accounts.md): without sites, the file is as before
  const withJobs = rows.some((row) => jobReferenceOf(row) !== '');
  return toCsv(
    [...titles, ...(withJobs ? ['jobReference'] : []), ...(withPeople ? ['person'] : [])].map((title) => t(title)),
    rows.map((row) => [...toRow(row), ...(withJobs ? [jobReferenceOf(row) || null] : []), ...(withPeople ? [row.person?.name || null] : [])]),
  );
}

/** A list row's building site job reference; '' for none (or an upstream without sites). */
function jobReferenceOf(row: unknown): string {
  return typeof row === 'object' && row !== null && 'job_reference' in row && typeof row.job_reference === 'string' ? row.job_reference : '';
}

/** The customer's orders as CSV, filtered as the list: its columns, the invoice's variable symbol, the totals excluding and including VAT; null when not exportable. */
export function ordersCsv(client: ApiClient, filter: ListFilter = NO_FILTER): Promise<string | null> {
  return listCsv(
    (limit, offset) => getOrders(client, limit, offset, filter),
    'orders',
    ['orderNumber', 'varsymbol', 'date', 'status', 'withoutVat', 'vat', 'withVat'],
    (o) => [
      o.name,
      o.variable_symbol ?? null,
      csvDate(o.created_at),
      o.status || null,
      euros(o.amount),
      euros(o.amount_with_vat === undefined ? null : vat(o.amount_with_vat, o.amount)),
      euros(o.amount_with_vat),
    ],
  );
}

/** The customer's invoices as CSV, filtered as the list: its columns, with the amounts excluding and including VAT; null when not exportable. */
export function invoicesCsv(client: ApiClient, filter: ListFilter = NO_FILTER): Promise<string | null> {
  return listCsv(
    (limit, offset) => getInvoices(client, limit, offset, filter),
    'invoices',
    ['invoiceNumber', 'varsymbol', 'issued', 'due', 'withoutVat', 'vat', 'withVat', 'unpaid'],
    (i) => {
      const withoutVat = i.amount_without_vat ?? null;
      return [
        i.name,
        i.varsymbol,
        csvDate(i.created_at),
        csvDate(i.due_to),
        euros(withoutVat),
        euros(withoutVat === null ? null : vat(i.amount, withoutVat)),
        euros(i.amount),
        euros(i.not_paid_amount),
      ];
    },
  );
}

/** One order's lines as CSV, as its detail shows them (prices excluding VAT); the order number for the file name. */
export async function orderLinesCsv(client: ApiClient, orderId: string, lang: string): Promise<{ number: string; csv: string }> {
  const order = await getOrderDetail(client, orderId, lang);
  const t = await getTranslations('Account.export');
  const csv = toCsv(
    [t('code'), t('name'), t('quantity'), t('unit'), t('unitPrice'), t('lineTotal')],
    order.products.map((line) => [
      line.code,
      line.name,
      String(line.amount),
      line.unit_of_measure || null,
      euros(line.price_exc_vat),
      euros(line.price_sum_exc_vat),
    ]),
  );
  return { number: String(order.number), csv };
}

/** The download: private (never stored by a browser cache or nginx), a file name with the day. */
export function csvDownload(csv: string, name: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
