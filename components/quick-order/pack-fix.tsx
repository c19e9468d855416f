'use client';

import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { packRuleValues, type PackProblem } from '@/lib/shop/catalogue/pack';
import styles from './quick-order.module.scss';

/**
 * A row whose quantity is not whole packs of its product (docs/decisions/058-trade-terms.md): the
 * pack it is sold by, and "500 m → 305 m alebo 610 m" with the two nearest valid quantities as
 * buttons that put them in the row.
 */
export function PackFix({ id, problem, quantity, onPick }: { id: string; problem: PackProblem; quantity: number; onPick: (quantity: number) => void }) {
  const t = useTranslations('QuickOrder');
  const { pack, min, unit, lower, higher } = problem.params;
  const rule = packRuleValues({ pack, min }, unit);
  const choices = [lower, higher].filter((choice) => choice !== undefined);
  return (
    <div id={id} className={styles.packFix}>
      <p className={styles.rowError}>{t('packRule', rule)}</p>
      <p className={styles.packChoices}>
        <span>{t('packFix', { quantity, unit: rule.unit })}</span>
        {choices.map((choice, index) => (
          <Fragment key={choice}>
            {index > 0 && <span>{t('packOr')}</span>}
            <button type="button" className={styles.packChoice} onClick={() => onPick(choice)} aria-label={t('packUse', { quantity: choice, unit: rule.unit })}>
              {t('packChoice', { quantity: choice, unit: rule.unit })}
            </button>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
