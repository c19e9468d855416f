'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { clearCompare, COMPARE_MAX } from '@/lib/browser/compare-list';
import styles from './compare-toolbar.module.scss';

interface ToolbarProps {
  count: number;
  onlyDifferences: boolean;
  onOnlyDifferences: (on: boolean) => void;
  /** fewer than two loaded products have nothing to differ in */
  canFilter: boolean;
}

/** Above the table: how many are compared, the 'Iba rozdiely' switch and 'Vymazať porovnanie'. */
export function CompareToolbar({ count, onlyDifferences, onOnlyDifferences, canFilter }: ToolbarProps) {
  const t = useTranslations('ComparePage');
  return (
    <div className={styles.toolbar}>
      <p className={styles.count}>{t('count', { count, max: COMPARE_MAX })}</p>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={onlyDifferences && canFilter}
          disabled={!canFilter}
          onChange={(event) => onOnlyDifferences(event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        <span>{t('onlyDifferences')}</span>
      </label>
      <Button variant="ghost" size="sm" icon="trash" onClick={clearCompare}>
        {t('clear')}
      </Button>
    </div>
  );
}
