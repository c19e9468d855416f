import { getLocale, getTranslations } from 'next-intl/server';
import type { Manufacturer } from '@/lib/contract/schemas/manufacturer';
import styles from './manufacturer-info.module.scss';

type Address = Omit<Manufacturer, 'web' | 'euResponsible'>;

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function AddressBlock({ title, address, web, locale }: { title: string; address: Address; web?: string | null; locale: string }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <address className={styles.address}>
        <strong>{address.name}</strong>
        <span>{address.street}</span>
        <span>
          {address.postalCode} {address.city}
        </span>
        <span>{countryName(address.country, locale)}</span>
        <a href={`mailto:${address.email}`}>{address.email}</a>
        {web ? (
          <a href={web} rel="nofollow noopener" target="_blank">
            {web.replace(/^https?:\/\//, '')}
          </a>
        ) : null}
      </address>
    </section>
  );
}

/** The manufacturer and, for one outside the EU, its responsible person in the EU (GPSR art. 19). */
export async function ManufacturerInfo({ manufacturer }: { manufacturer: Manufacturer }) {
  const [t, locale] = [await getTranslations('Product.manufacturer'), await getLocale()];
  return (
    <div className={styles.info}>
      <div className={styles.blocks}>
        <AddressBlock title={t('maker')} address={manufacturer} web={manufacturer.web} locale={locale} />
        {manufacturer.euResponsible ? <AddressBlock title={t('euResponsible')} address={manufacturer.euResponsible} locale={locale} /> : null}
      </div>
      <p className={styles.note}>{t('note')}</p>
    </div>
  );
}
