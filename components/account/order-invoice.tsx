import { getTranslations } from 'next-intl/server';
import type { OrderInvoice as OrderInvoiceData } from '@/lib/contract/schemas/account';
import { eInvoicePath } from '@/lib/shop/urls/account-paths';
import { Icon } from '@/components/ui/icon';
import listStyles from './account-list.module.scss';
import styles from './order-detail.module.scss';

/** The order's invoice on its detail: the PDF and, where the upstream serves it, the e-invoice. */
export async function OrderInvoice({ invoice }: { invoice: OrderInvoiceData }) {
  const t = await getTranslations('Account');
  return (
    <section className={styles.invoice} aria-labelledby="order-invoice">
      <h3 id="order-invoice" className={styles.subtitle}>
        {t('orderDetail.invoice', { number: invoice.number })}
      </h3>
      <span className={listStyles.downloads}>
        <a
          href={invoice.invoice_url}
          className={listStyles.link}
          target="_blank"
          rel="noopener"
          aria-label={t('invoices.downloadNumber', { number: invoice.number })}
        >
          <Icon name="download" size={16} />
          {t('invoices.download')}
        </a>
        {invoice.e_invoice && (
          <a href={eInvoicePath(invoice.number)} className={listStyles.link} download aria-label={t('invoices.eInvoiceNumber', { number: invoice.number })}>
            <Icon name="download" size={16} />
            {t('invoices.eInvoice')}
          </a>
        )}
      </span>
    </section>
  );
}
