import clsx from 'clsx';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getOrders } from '@/lib/contract/calls/account';
import { formatDate } from '@/lib/shared/format/dates';
import { formatPrice } from '@/lib/shared/format/money';
import { orderConfirmationPath } from '@/lib/shop/urls/account-paths';
import { readListFilter, withListFilter, type ListQuery } from '@/lib/shop/account/list-filter';
import { readClampedPage } from '@/lib/shop/catalogue/pagination';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { Icon } from '@/components/ui/icon';
import { LabelledValues } from '@/components/ui/labelled-values';
import { PaymentStateBadge } from '@/components/payments/payment-state-badge';
import { AccountList } from './account-list';
import { CsvDownloadLink } from './csv-download-link';
import { listFiltering } from './list-filtering';
import { OrderStatus } from './order-status';
import { OwnApprovals } from './own-approvals';
import styles from './account-list.module.scss';

/** Orders per page (docs/rules.md#limits: default page size). */
export const ACCOUNT_PAGE_SIZE = 12;

/**
 * /account/orders: the customer's orders, newest first; a table from 1201 px, cards below (docs/rules.md#screens).
 * The owner and the accountant see the company's with who ordered, filtered by person and building site (`query`).
 */
export async function AccountOrders({ page, query }: { page: number; query: ListQuery }) {
  const user = await requireCustomer('/account/orders');
  const t = await getTranslations('Account');
  const currency = (await getTranslations('Common'))('currency');
  const requested = readListFilter(query);
  const {
    list,
    page: current,
    pages,
  } = await readClampedPage(page, ACCOUNT_PAGE_SIZE, async (limit, offset) => getOrders(await customerApi(), limit, offset, requested));
  const { orders, count, exportable } = list;
  const filtering = listFiltering('/account/orders', requested, list.filterOptions);
  const person = (o: (typeof orders)[number]) => o.person?.name ?? '';
  const price = (amount: number) => `${formatPrice(amount)} ${currency}`;
  // an upstream without the status field sends none: then the column is left out rather than empty
  const withStatus = orders.some((o) => o.status);
  // paid or not: an extension (docs/decisions/061-card-payments.md), left out where an upstream sends none
  const withPayment = orders.some((o) => o.payment_state);
  const tCard = await getTranslations('CardPayment');
  const paymentBadge = (o: (typeof orders)[number]) =>
    o.payment_state ? <PaymentStateBadge key="paid" state={o.payment_state} label={tCard(`state.${o.payment_state}`)} /> : null;
  // the building site's job reference (docs/decisions/059-company-accounts.md): a column only where some order has one
  const withJobs = orders.some((o) => o.job_reference);
  const showLink = (o: (typeof orders)[number]) => (
    <Link href={o.order_url} className={styles.link} aria-label={t('orders.showNumber', { number: o.name })}>
      {t('orders.show')}
      <Icon name="arrow-right" size={16} />
    </Link>
  );
  // the order's confirmation page again: its payment instructions and what happens next (docs/rules.md#screens)
  const confirmationLink = (o: (typeof orders)[number]) => (
    <Link href={orderConfirmationPath(o.id)} className={styles.link} aria-label={t('orders.confirmationNumber', { number: o.name })}>
      {t('orders.confirmation')}
    </Link>
  );
  const links = (o: (typeof orders)[number]) => (
    <span className={styles.links}>
      {showLink(o)}
      {confirmationLink(o)}
    </span>
  );
  return (
    <AccountList
      title={t('menu.orders')}
      id="orders"
      count={count}
      emptyText={filtering.filtered ? t('filters.noOrders') : t('orders.empty')}
      page={current}
      pages={pages}
      basePath="/account/orders"
      query={filtering.query}
      filters={filtering.bar}
      // a buyer's requests over their limit (a role only an upstream with approvals sends: no call otherwise)
      lead={user.role === 'buyer' ? <OwnApprovals /> : undefined}
    >
      <div className={styles.toolbar}>
        <p className={styles.count}>{t('orders.count', { count })}</p>
        {exportable && <CsvDownloadLink href={withListFilter('/account/export/orders', filtering.filter)} label={t('export.orders')} hint={t('export.hint')} />}
      </div>
      <table className={clsx(styles.table, filtering.withPeople && styles.compact)}>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            {filtering.withPeople && <th scope="col">{t('filters.person')}</th>}
            {withStatus && <th scope="col">{t('orders.status')}</th>}
            {withJobs && <th scope="col">{t('orders.jobReferenceColumn')}</th>}
            {withPayment && <th scope="col">{tCard('paymentState')}</th>}
            <th scope="col" className={styles.num}>
              {t('orders.total')}
            </th>
            <th scope="col">
              <span className={styles.hidden}>{t('orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.name}</td>
              <td>{formatDate(o.created_at)}</td>
              {filtering.withPeople && <td>{person(o)}</td>}
              {withStatus && (
                <td>
                  <OrderStatus status={o.status} />
                </td>
              )}
              {withJobs && <td>{o.job_reference}</td>}
              {withPayment && <td>{paymentBadge(o)}</td>}
              <td className={styles.num}>{price(o.amount)}</td>
              <td>{links(o)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.cards}>
        {orders.map((o) => (
          <li key={o.id} className={styles.card}>
            <h3 className={styles.cardTitle}>{o.name}</h3>
            <LabelledValues
              rowClassName={styles.cardRow}
              entries={[
                ...(withStatus ? [[t('orders.status'), <OrderStatus key="status" status={o.status} />] as const] : []),
                ...(withPayment ? [[tCard('paymentState'), paymentBadge(o)] as const] : []),
                [t('orders.date'), formatDate(o.created_at)],
                ...(filtering.withPeople ? [[t('filters.person'), person(o)] as const] : []),
                ...(o.job_reference ? [[t('orders.jobReferenceColumn'), o.job_reference] as const] : []),
                [t('orders.total'), price(o.amount)],
              ]}
            />
            {links(o)}
          </li>
        ))}
      </ul>
    </AccountList>
  );
}
