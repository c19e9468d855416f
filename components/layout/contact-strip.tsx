import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { WidthContainer } from '@/components/ui/width-container';
import { shop, shopPhoneText } from '@/lib/runtime/config/shop';
import styles from './contact-strip.module.scss';

/** The thin navy strip above the header: phone, e-mail and, from 751 px, opening hours. */
export async function ContactStrip() {
  const t = await getTranslations('Header');
  return (
    <div className={styles.strip}>
      <WidthContainer className={styles.row}>
        <p className={styles.tagline}>{t('tagline')}</p>
        <ul className={styles.contacts}>
          <li>
            <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className={styles.link}>
              <Icon name="phone" size={16} />
              <span>{shopPhoneText}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${shop.email}`} className={styles.link}>
              <Icon name="mail" size={16} />
              <span>{shop.email}</span>
            </a>
          </li>
          <li className={styles.hours}>
            <Icon name="clock" size={16} />
            <span>{t('hoursShort')}</span>
          </li>
        </ul>
      </WidthContainer>
    </div>
  );
}
