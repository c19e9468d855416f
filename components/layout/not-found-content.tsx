import { getTranslations } from 'next-intl/server';
import { BUTTON_ICON_SIZE, Button, buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WidthContainer } from '@/components/ui/width-container';
import { BackButton } from './back-button';
import styles from './status-page.module.scss';

/** The not-found message with back and home buttons (docs/rules.md#screens). */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <WidthContainer narrow className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <BackButton className={buttonClasses({ variant: 'secondary' })}>
          <Icon name="arrow-left" size={BUTTON_ICON_SIZE.md} />
          <span>{t('back')}</span>
        </BackButton>
        <Button href="/" icon="arrow-right" iconAfter>
          {t('home')}
        </Button>
      </div>
    </WidthContainer>
  );
}
