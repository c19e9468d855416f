'use client';

import { useTranslations } from 'next-intl';
import type { Facet } from '@/lib/contract/schemas/facets';
import { toggleFacetValue, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { filterHref } from '@/lib/shop/catalogue/listing-address';
import { facetFocusKey } from '@/lib/shop/catalogue/listing-focus';
import styles from './facet-links.module.scss';

interface FacetLinksProps {
  facets: Facet[];
  selection: FacetSelection;
  basePath: string;
  /** lm, or, st of the current listing, kept by every link */
  keep: string;
  /** the page may hold the panel twice (side panel, phone fallback without JavaScript): ids and names differ */
  idPrefix: string;
  label?: string;
}

/**
 * The filters as links, one per value: each leads to the listing with that value added or taken
 * away, so they work without JavaScript and Back undoes a choice. A value that would leave no
 * product is shown but not a link. `nofollow`: crawlers need not walk every combination. The
 * value followed keeps focus on the listing it loads (lib/browser/focus-after-load.ts).
 * A client component drawn from the facets' data: as a server tree, every link, label and count
 * came a second time in the inline payload, a large share of a category page's bytes.
 */
export function FacetLinks({ facets, selection, basePath, keep, idPrefix, label }: FacetLinksProps) {
  const t = useTranslations('Filters');
  const query = new URLSearchParams(keep);
  return (
    <nav className={styles.panel} aria-label={label ?? t('label')}>
      {facets.map((facet) => (
        <div key={facet.key} role="group" className={styles.facet} aria-labelledby={`${idPrefix}-${facet.key}`}>
          <h2 id={`${idPrefix}-${facet.key}`} className={styles.name}>
            {facet.name}
          </h2>
          <ul className={styles.values}>
            {facet.values.map((value) => {
              const name = `${value.label}, ${t('valueCount', { count: value.count })}${value.selected ? `, ${t('selected')}` : ''}`;
              const inner = (
                <>
                  <span className={styles.label}>{value.label}</span>
                  <span className={styles.count} aria-hidden="true">
                    {value.count}
                  </span>
                </>
              );
              return (
                <li key={value.key}>
                  {value.count > 0 || value.selected ? (
                    <a
                      href={filterHref(basePath, query, toggleFacetValue(selection, facet.key, value.key))}
                      className={styles.value}
                      data-selected={value.selected}
                      data-count={value.count}
                      aria-label={name}
                      rel="nofollow"
                      data-focus-key={facetFocusKey(facet.key, value.key)}
                    >
                      {inner}
                    </a>
                  ) : (
                    <span className={styles.value} aria-disabled="true" title={t('unavailable')}>
                      {inner}
                      <span className={styles.hidden}>{`, ${t('valueCount', { count: 0 })}`}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
