import { useTranslations } from 'next-intl';
import type { SearchItem } from '@/lib/contract/schemas/search';
import { categoryPath } from '@/lib/shop/urls/shop-paths';
import { SearchHit } from './search-hit';
import styles from './search-listing.module.scss';

/** The categories whose names match a query that found no product (decisions/062); nothing without them. */
export function OfferedCategories({ categories }: { categories: SearchItem[] }) {
  const t = useTranslations('SearchPage');
  if (categories.length === 0) return null;
  return (
    <section className={styles.offered} aria-labelledby="search-offered-categories">
      <h2 id="search-offered-categories" className={styles.offeredTitle}>
        {t('categories')}
      </h2>
      <ul className={styles.offeredList}>
        {categories.map((item) => (
          <li key={item.url.url}>
            <SearchHit item={item} href={categoryPath(item.url.url)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
