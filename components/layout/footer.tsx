import { getTranslations } from 'next-intl/server';
import { WidthContainer } from '@/components/ui/width-container';
import { FooterContact } from './footer-contact';
import { FooterCopyright } from './footer-copyright';
import { FooterLinks } from './footer-links';
import styles from './footer.module.scss';

/** The shop's footer: contact, opening hours, important links (large screens) and the copyright line. */
export async function Footer() {
  const t = await getTranslations('Footer');
  return (
    <footer className={styles.footer}>
      <WidthContainer className={styles.grid}>
        <FooterContact />
        <section aria-labelledby="footer-hours" className={styles.block}>
          <h2 id="footer-hours" className={styles.heading}>
            {t('hoursTitle')}
          </h2>
          <dl className={styles.hours}>
            <dt>{t('hoursWeekdays')}</dt>
            <dd>{t('hoursWeekdaysTime')}</dd>
            <dt>{t('hoursFriday')}</dt>
            <dd>{t('hoursFridayTime')}</dd>
            <dt>{t('hoursWeekend')}</dt>
            <dd>{t('hoursClosed')}</dd>
          </dl>
        </section>
        <FooterLinks />
      </WidthContainer>
      <FooterCopyright />
    </footer>
  );
}
