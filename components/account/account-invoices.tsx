import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { getInvoices } from '@/lib/contract/calls/account';
import type { InvoiceListItem } from '@/lib/contract/schemas/account';
import { formatDate } from '@/lib/shared/format/dates';
import { invoiceStatus, type InvoiceStatus } from '@/lib/shop/account/invoice-status';
import { formatPrice } from '@/lib/shared/format/money';
import { readListFilter, withListFilter, type ListQuery } from '@/lib/shop/account/list-filter';
import { readClampedPage } from '@/lib/shop/catalogue/pagination';
import { customerApi } from '@/lib/server/api';
import { eInvoicePath } from '@/lib/shop/urls/account-paths';
import { requireCustomer } from '@/lib/server/require-customer';
import { Icon } from '@/components/ui/icon';
import { LabelledValues } from '@/components/ui/labelled-values';
import { ACCOUNT_PAGE_SIZE } from './account-orders';
import { AccountList } from './account-list';
import { CreditBalance } from './credit-balance';
import { CsvDownloadLink } from './csv-download-link';
import { listFiltering } from './list-filtering';
import styles from './account-list.module.scss';

const STATUS_STYLE: Record<InvoiceStatus, string | undefined> = { paid: undefined, due: styles.due, overdue: styles.overdue };

/**
 * /account/invoices: number, variable symbol, dates, total, unpaid difference and the PDF. An unpaid
 * invoice says so in words and colour: amber while it is not yet due, red ('Po splatnosti') after.
 * Above them, the balance of a company buying on account. The owner and the accountant see the
 * company's with who ordered, filtered by person and building site (`query`).
 */
export async function AccountInvoices({ page, query }: { page: number; query: ListQuery }) {
  await requireCustomer('/account/invoices');
  const t = await getTranslations('Account');
  const currency = (await getTranslations('Common'))('currency');
  const requested = readListFilter(query);
  const {
    list,
    page: current,
    pages,
  } = await readClampedPage(page, ACCOUNT_PAGE_SIZE, async (limit, offset) => getInvoices(await customerApi(), limit, offset, requested));
  const { invoices, count, exportable } = list;
  const filtering = listFiltering('/account/invoices', requested, list.filterOptions);
  const person = (i: InvoiceListItem) => i.person?.name ?? '';
  const price = (amount: number) => `${formatPrice(amount)} ${currency}`;
  // read after the customer's cookies: the page is rendered per request, so today is today
  const now = new Date();
  const status = (i: InvoiceListItem) => invoiceStatus(i, now);
  const badge = (i: InvoiceListItem) => {
    const s = status(i);
    if (s === 'paid') return null;
    return <span className={styles.statusBadge}>{t(s === 'overdue' ? 'invoices.overdue' : 'invoices.unpaidNote')}</span>;
  };
  // the e-invoice only where the upstream says it serves one (an extension: absent elsewhere). The
  // table names the two files by their format alone (the column is headed "Stiahnuť"), so a row
  // stays one line at 1280 px; the cards have room for the whole label. Screen readers get the
  // number and the format either way.
  const download = (i: InvoiceListItem, form: 'table' | 'card') => (
    <span className={form === 'table' ? styles.fileLinks : styles.downloads}>
      <a
        href={i.invoice_url}
        className={form === 'table' ? styles.fileLink : styles.link}
        target="_blank"
        rel="noopener"
        aria-label={t('invoices.downloadNumber', { number: i.name })}
      >
        <Icon name="download" size={16} />
        {form === 'table' ? 'PDF' : t('invoices.download')}
      </a>
      {i.e_invoice && (
        <a
          href={eInvoicePath(i.name)}
          className={form === 'table' ? styles.fileLink : styles.link}
          download
          aria-label={t('invoices.eInvoiceNumber', { number: i.name })}
        >
          <Icon name="download" size={16} />
          {form === 'table' ? 'XML' : t('invoices.eInvoice')}
        </a>
      )}
    </span>
  );
  return (
    <AccountList
      title={t('menu.invoices')}
      id="invoices"
      count={count}
      emptyText={filtering.filtered ? t('filters.noInvoices') : t('invoices.empty')}
      page={current}
      pages={pages}
      basePath="/account/invoices"
      query={filtering.query}
      filters={filtering.bar}
      lead={<CreditBalance />}
    >
      {exportable && (
        <div className={styles.toolbarEnd}>
          <CsvDownloadLink href={withListFilter('/account/export/invoices', filtering.filter)} label={t('export.invoices')} hint={t('export.hint')} />
        </div>
      )}
      <table className={clsx(styles.table, filtering.withPeople && styles.compact)}>
        <thead>
          <tr>
            <th scope="col">{t('invoices.number')}</th>
            <th scope="col">{t('invoices.varsymbol')}</th>
            <th scope="col">{t('invoices.date')}</th>
            <th scope="col">{t('invoices.due')}</th>
            {filtering.withPeople && <th scope="col">{t('filters.person')}</th>}
            <th scope="col" className={styles.num}>
              {t('invoices.total')}
            </th>
            <th scope="col" className={styles.num}>
              {t('invoices.unpaid')}
            </th>
            <th scope="col">{t('invoices.files')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((i) => (
            <tr key={i.name} className={STATUS_STYLE[status(i)]}>
              <td>{i.name}</td>
              <td>{i.varsymbol}</td>
              <td>{formatDate(i.created_at)}</td>
              <td>
                {formatDate(i.due_to)}
                {badge(i)}
              </td>
              {filtering.withPeople && <td>{person(i)}</td>}
              <td className={styles.num}>{price(i.amount)}</td>
              <td className={styles.num}>{price(i.not_paid_amount)}</td>
              <td>{download(i, 'table')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.cards}>
        {invoices.map((i) => (
          <li key={i.name} className={clsx(styles.card, STATUS_STYLE[status(i)])}>
            <h3 className={styles.cardTitle}>
              {i.name}
              {badge(i)}
            </h3>
            <LabelledValues
              rowClassName={styles.cardRow}
              entries={[
                [t('invoices.varsymbol'), i.varsymbol],
                [t('invoices.date'), formatDate(i.created_at)],
                [t('invoices.due'), formatDate(i.due_to)],
                ...(filtering.withPeople ? [[t('filters.person'), person(i)] as const] : []),
                [t('invoices.total'), price(i.amount)],
                [t('invoices.unpaid'), price(i.not_paid_amount)],
              ]}
            />
            {download(i, 'card')}
          </li>
        ))}
      </ul>
    </AccountList>
  );
}
