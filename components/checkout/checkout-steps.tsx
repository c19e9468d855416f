'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { setCheckoutStep, useCheckoutStep, type CheckoutStep } from '@/lib/browser/checkout-step-store';
import { Icon } from '@/components/ui/icon';
import styles from './checkout-steps.module.scss';

const STEPS: CheckoutStep[] = [1, 2, 3];

/** The step indicator in the checkout header: completed steps are buttons back to them (docs/rules.md#screens). */
export function CheckoutSteps() {
  const t = useTranslations('Checkout');
  const current = useCheckoutStep();
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className={styles.steps}>
        {STEPS.map((step) => {
          const name = t(`steps.${step}`);
          const done = step < current;
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {done ? <Icon name="check" size={14} /> : step}
              </span>
              <span className={styles.name}>{name}</span>
            </>
          );
          return (
            <li key={step} className={clsx(styles.step, done && styles.done, step === current && styles.current)}>
              {done ? (
                <button type="button" className={styles.button} onClick={() => setCheckoutStep(step)} aria-label={t('stepDone', { name })}>
                  {content}
                </button>
              ) : (
                <span className={styles.button} aria-current={step === current ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
