import { getTranslations } from 'next-intl/server';
import { shop } from '@/lib/runtime/config/shop';
import { ShopContactLinks } from './shop-contact-links';
import styles from './footer.module.scss';

/** Company name, address, phone and e-mail (docs/rules.md#audience). */
export async function FooterContact() {
  const t = await getTranslations('Footer');
  return (
    <section aria-labelledby="footer-contact" className={styles.block}>
      <h2 id="footer-contact" className={styles.heading}>
        {t('contactTitle')}
      </h2>
      <address className={styles.address}>
        <strong className={styles.company}>{shop.company}</strong>
        <span>{shop.street}</span>
        <span>
          {shop.zip} {shop.city}
        </span>
        <span>{shop.country}</span>
      </address>
      <ShopContactLinks listClassName={styles.contactList} linkClassName={styles.contactLink} />
    </section>
  );
}
