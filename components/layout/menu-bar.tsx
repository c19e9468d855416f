import { getLocale, getTranslations } from 'next-intl/server';
import type { MenuItem } from '@/lib/contract/schemas/menu';
import { WidthContainer } from '@/components/ui/width-container';
import { MenuBarItem } from './menu-bar-item';
import styles from './menu-bar.module.scss';

/** The product-line bar of large screens (from 1201 px); smaller screens use MenuDrawer. */
export async function MenuBar({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations('Menu');
  const lang = await getLocale();
  return (
    <nav className={styles.bar} aria-label={t('label')}>
      <WidthContainer>
        <ul className={styles.list}>
          {items.map((item) => (
            <MenuBarItem key={item.id} item={item} lang={lang} />
          ))}
        </ul>
      </WidthContainer>
    </nav>
  );
}
