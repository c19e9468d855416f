'use client';

import { useTranslations } from 'next-intl';
import type { LookupProduct, LookupResult } from '@/lib/api/schemas/product-lookup';
import styles from './add-by-code.module.scss';

interface ChoicesProps {
  result: LookupResult;
  onCode: (code: string) => void;
  onProduct: (product: LookupProduct) => void;
}

/** What a code that is not one product offers: close codes of an unknown one, the products of an ambiguous one. */
export function AddByCodeChoices({ result, onCode, onProduct }: ChoicesProps) {
  const t = useTranslations('Cart.byCode');
  const ambiguous = result.status === 'ambiguous';
  return (
    <div className={styles.choices} role="status">
      <p className={styles.message}>{ambiguous ? t('ambiguous', { code: result.code }) : t('unknown', { code: result.code })}</p>
      {(ambiguous ? result.products.length : result.suggestions.length) > 0 && (
        <>
          {!ambiguous && <p className={styles.message}>{t('suggestions')}</p>}
          <ul className={styles.list}>
            {ambiguous
              ? result.products.map((product) => (
                  <li key={product.id}>
                    <button type="button" className={styles.choice} onClick={() => onProduct(product)}>
                      <span className={styles.choiceCode}>{product.code}</span> {product.name}
                    </button>
                  </li>
                ))
              : result.suggestions.map((code) => (
                  <li key={code}>
                    <button type="button" className={styles.choice} onClick={() => onCode(code)} aria-label={t('useCode', { code })}>
                      <span className={styles.choiceCode}>{code}</span>
                    </button>
                  </li>
                ))}
          </ul>
        </>
      )}
    </div>
  );
}
