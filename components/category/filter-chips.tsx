import { getTranslations } from 'next-intl/server';
import type { Facet } from '@/lib/contract/schemas/facets';
import { EMPTY_SELECTION, toggleFacetValue, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { filterHref } from '@/lib/shop/catalogue/listing-address';
import { LISTING_COUNT } from '@/lib/shop/catalogue/listing-focus';
import styles from './filter-chips.module.scss';

interface FilterChipsProps {
  facets: Facet[];
  selection: FacetSelection;
  basePath: string;
  /** lm, or, st of the current listing */
  keep: string;
}

/**
 * One chip per chosen value, each a link that removes it, and "Zrušiť všetky filtre". Nothing when
 * nothing is chosen. A chip is gone once followed: the result count takes focus on the next page.
 */
export async function FilterChips({ facets, selection, basePath, keep }: FilterChipsProps) {
  const t = await getTranslations('Filters');
  const query = new URLSearchParams(keep);
  const chosen = facets.flatMap((facet) => facet.values.filter((value) => value.selected).map((value) => ({ facet, value })));
  if (chosen.length === 0) return null;
  return (
    <div className={styles.chips}>
      <h2 className={styles.title}>{t('active')}</h2>
      <ul className={styles.list}>
        {chosen.map(({ facet, value }) => (
          <li key={`${facet.key}:${value.key}`}>
            <a
              href={filterHref(basePath, query, toggleFacetValue(selection, facet.key, value.key))}
              className={styles.chip}
              aria-label={t('remove', { name: facet.name, value: value.label })}
              rel="nofollow"
              data-focus-key={LISTING_COUNT}
            >
              <span className={styles.chipName}>{facet.name}:</span> {value.label}
              <span className={styles.cross} aria-hidden="true">
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
      <a href={filterHref(basePath, query, EMPTY_SELECTION)} className={styles.clear} data-focus-key={LISTING_COUNT}>
        {t('clearAll')}
      </a>
    </div>
  );
}
