'use client';

import { useTranslations } from 'next-intl';
import { BUTTON_ICON_SIZE, Button, buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { WidthContainer } from '@/components/ui/width-container';
import { BackButton } from './back-button';
import { MessagesScope } from './messages-scope';
import notFoundMessages from '@/messages/sk.notfound.json';
import styles from './status-page.module.scss';

/**
 * The not-found message with back and home buttons (spec §2). A client component with its texts in
 * its code (messages/sk.notfound.json): Next puts a layout's not-found element into the payload of
 * every page under that layout, and a client component's element is a reference of a few bytes where
 * a server component's was its whole rendered tree (about 1.3 KB a page).
 */
export function NotFoundContent() {
  return (
    <MessagesScope messages={notFoundMessages}>
      <NotFoundMessage />
    </MessagesScope>
  );
}

function NotFoundMessage() {
  const t = useTranslations('NotFound');
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
