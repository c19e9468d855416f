'use client';

import { useTranslations } from 'next-intl';
import type { Facet } from '@/lib/contract/schemas/facets';
import { isSelected, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import styles from './facet-checks.module.scss';

interface FacetChecksProps {
  facets: Facet[];
  /** the draft: ticks follow it at once, the counts when the facets call answers */
  selection: FacetSelection;
  onToggle: (key: string, value: string) => void;
}

/** The filters as checkboxes (the phone drawer's draft); a value that would leave nothing is disabled, not hidden. */
export function FacetChecks({ facets, selection, onToggle }: FacetChecksProps) {
  const t = useTranslations('Filters');
  return (
    <div className={styles.checks}>
      {facets.map((facet) => (
        <fieldset key={facet.key} className={styles.facet}>
          <legend className={styles.name}>{facet.name}</legend>
          {facet.values.map((value) => {
            const checked = isSelected(selection, facet.key, value.key);
            return (
              <label key={value.key} className={styles.value} data-disabled={!checked && value.count === 0}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && value.count === 0}
                  onChange={() => onToggle(facet.key, value.key)}
                  aria-label={`${value.label}, ${t('valueCount', { count: value.count })}`}
                />
                <span className={styles.label} aria-hidden="true">
                  {value.label}
                </span>
                <span className={styles.count} aria-hidden="true">
                  {value.count}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
