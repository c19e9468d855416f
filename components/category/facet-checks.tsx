'use client';

import { useTranslations } from 'next-intl';
import type { Facet } from '@/lib/api/schemas/facets';
import styles from './facet-checks.module.scss';

/** The filters as checkboxes (the phone drawer's draft); a value that would leave nothing is disabled, not hidden. */
export function FacetChecks({ facets, onToggle }: { facets: Facet[]; onToggle: (key: string, value: string) => void }) {
  const t = useTranslations('Filters');
  return (
    <div className={styles.checks}>
      {facets.map((facet) => (
        <fieldset key={facet.key} className={styles.facet}>
          <legend className={styles.name}>{facet.name}</legend>
          {facet.values.map((value) => (
            <label key={value.key} className={styles.value} data-disabled={!value.selected && value.count === 0}>
              <input
                type="checkbox"
                checked={value.selected}
                disabled={!value.selected && value.count === 0}
                onChange={() => onToggle(facet.key, value.key)}
                aria-describedby={`draft-${facet.key}-${value.key}`}
              />
              <span className={styles.label}>{value.label}</span>
              <span id={`draft-${facet.key}-${value.key}`} className={styles.count}>
                <span aria-hidden="true">{value.count}</span>
                <span className={styles.hidden}>{t('valueCount', { count: value.count })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
