import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Divider } from '@/components/ui/divider';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';
import styles from './test-page.module.scss';

/** Buttons in every size and variant, a tooltip, spinners and a divider. */
export async function UiShowcase() {
  const t = await getTranslations('Test');
  return (
    <>
      <section className={styles.section} aria-labelledby="test-buttons">
        <h2 id="test-buttons">{t('buttons')}</h2>
        <div className={styles.row}>
          <Button size="sm">{t('sizeSm')}</Button>
          <Button size="md">{t('sizeMd')}</Button>
          <Button size="lg">{t('sizeLg')}</Button>
        </div>
        <div className={styles.row}>
          <Button variant="primary" icon="cart">
            {t('primary')}
          </Button>
          <Button variant="secondary" icon="heart">
            {t('secondary')}
          </Button>
          <Button variant="ghost" icon="download">
            {t('ghost')}
          </Button>
          <Button variant="danger" icon="trash">
            {t('danger')}
          </Button>
          <Button loading>{t('loading')}</Button>
          <Button disabled>{t('disabled')}</Button>
          <Button href="/" variant="secondary" icon="arrow-right" iconAfter>
            {t('link')}
          </Button>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="test-tooltip">
        <h2 id="test-tooltip">{t('tooltip')}</h2>
        <Tooltip content={t('tooltipText')}>
          <Button variant="secondary" icon="info">
            {t('tooltipTrigger')}
          </Button>
        </Tooltip>
      </section>
      <section className={styles.section} aria-labelledby="test-spinner">
        <h2 id="test-spinner">{t('spinner')}</h2>
        <div className={styles.row}>
          <Spinner size={16} />
          <Spinner size={24} />
          <Spinner size={40} label={t('spinnerLabel')} />
        </div>
        <Divider />
      </section>
    </>
  );
}
