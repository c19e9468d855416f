'use client';

import { useDelegatedLinks } from '@/components/ui/use-delegated-links';
import styles from './brand-list.module.scss';

/**
 * The vendors as plain links, each searching the catalogue for its products, drawn from their names:
 * as server links each came again in the inline payload as a link component with its address and
 * class. One delegated listener navigates in the app and prefetches on intent.
 */
export function BrandLinks({ brands }: { brands: string[] }) {
  const links = useDelegatedLinks();
  return (
    <ul className={styles.list} {...links}>
      {brands.map((brand) => (
        <li key={brand}>
          <a href={`/search-product/${encodeURIComponent(brand)}`}>{brand}</a>
        </li>
      ))}
    </ul>
  );
}
