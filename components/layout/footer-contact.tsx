import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { shop, shopPhoneText } from '@/lib/shop';
import styles from './footer.module.scss';

/** Company name, address, phone and e-mail (spec §1). */
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
      <ul className={styles.contactList}>
        <li>
          <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className={styles.contactLink}>
            <Icon name="phone" size={18} />
            <span>{t('phone', { phone: shopPhoneText })}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${shop.email}`} className={styles.contactLink}>
            <Icon name="mail" size={18} />
            <span>{t('email', { email: shop.email })}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
