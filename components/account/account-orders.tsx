import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getOrders } from '@/lib/contract/calls/account';
import { formatDate } from '@/lib/shared/format/dates';
import { formatPrice } from '@/lib/shared/format/money';
import { clampPage, pageCount } from '@/lib/shop/catalogue/pagination';
import { customerApi } from '@/lib/server/api';
import { requireCustomer } from '@/lib/server/require-customer';
import { Icon } from '@/components/ui/icon';
import { Paginator } from '@/components/ui/paginator';
import { AccountSection } from './account-section';
import { CsvDownloadLink } from './csv-download-link';
import { OrderStatus } from './order-status';
import styles from './account-list.module.scss';

/** Orders per page (docs/rules.md#limits: default page size). */
export const ACCOUNT_PAGE_SIZE = 12;

/** /account/orders: the customer's orders, newest first; a table from 1201 px, cards below (docs/rules.md#screens). */
export async function AccountOrders({ page }: { page: number }) {
  await requireCustomer('/account/orders');
  const t = await getTranslations('Account');
  const currency = (await getTranslations('Common'))('currency');
  const first = await getOrders(await customerApi(), ACCOUNT_PAGE_SIZE, (page - 1) * ACCOUNT_PAGE_SIZE);
  const pages = pageCount(first.count, ACCOUNT_PAGE_SIZE);
  const current = clampPage(page, pages);
  const { orders, count, exportable } = current === page ? first : await getOrders(await customerApi(), ACCOUNT_PAGE_SIZE, (current - 1) * ACCOUNT_PAGE_SIZE);
  const price = (amount: number) => `${formatPrice(amount)} ${currency}`;
  // an upstream without the status field sends none: then the column is left out rather than empty
  const withStatus = orders.some((o) => o.status);
  return (
    <AccountSection title={t('menu.orders')} id="orders">
      {count === 0 ? (
        <p className={styles.empty}>{t('orders.empty')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count}>{t('orders.count', { count })}</p>
            {exportable && <CsvDownloadLink href="/account/export/orders" label={t('export.orders')} hint={t('export.hint')} />}
          </div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                {withStatus && <th scope="col">{t('orders.status')}</th>}
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
                  {withStatus && (
                    <td>
                      <OrderStatus status={o.status} />
                    </td>
                  )}
                  <td className={styles.num}>{price(o.amount)}</td>
                  <td>
                    <Link href={o.order_url} className={styles.link} aria-label={t('orders.showNumber', { number: o.name })}>
                      {t('orders.show')}
                      <Icon name="arrow-right" size={16} />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={styles.cards}>
            {orders.map((o) => (
              <li key={o.id} className={styles.card}>
                <h3 className={styles.cardTitle}>{o.name}</h3>
                <dl>
                  {withStatus && (
                    <div className={styles.cardRow}>
                      <dt>{t('orders.status')}</dt>
                      <dd>
                        <OrderStatus status={o.status} />
                      </dd>
                    </div>
                  )}
                  <div className={styles.cardRow}>
                    <dt>{t('orders.date')}</dt>
                    <dd>{formatDate(o.created_at)}</dd>
                  </div>
                  <div className={styles.cardRow}>
                    <dt>{t('orders.total')}</dt>
                    <dd>{price(o.amount)}</dd>
                  </div>
                </dl>
                <Link href={o.order_url} className={styles.link} aria-label={t('orders.showNumber', { number: o.name })}>
                  {t('orders.show')}
                  <Icon name="arrow-right" size={16} />
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.paginator}>
            <Paginator page={current} pageCount={pages} basePath="/account/orders" />
          </div>
        </>
      )}
    </AccountSection>
  );
}
