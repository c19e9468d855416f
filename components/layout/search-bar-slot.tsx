import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import styles from './search-bar-slot.module.scss';

/**
 * Stand-in for the search bar (the search issue replaces this file's content): a plain form
 * that works without JavaScript.
 */
export async function SearchBarSlot() {
  const t = await getTranslations('Header');
  return (
    <form action="/search-product" method="get" role="search" className={styles.form}>
      <label htmlFor="header-search" className={styles.label}>
        {t('searchLabel')}
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        className={styles.input}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.button} aria-label={t('searchSubmit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
