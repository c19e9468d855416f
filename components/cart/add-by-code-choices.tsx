'use client';

import { useTranslations } from 'next-intl';
import { CodeChoices } from '@/components/quick-order/code-choices';
import type { LookupProduct, LookupResult } from '@/lib/contract/schemas/product-lookup';
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
  const choices = ambiguous
    ? result.products.map((p) => ({ key: p.id, code: p.code, name: p.name, label: `${p.code} ${p.name}`, onPick: () => onProduct(p) }))
    : result.suggestions.map((code) => ({ key: code, code, label: t('useCode', { code }), onPick: () => onCode(code) }));
  return (
    <div className={styles.choices} role="status">
      <p className={styles.message}>{ambiguous ? t('ambiguous', { code: result.code }) : t('unknown', { code: result.code })}</p>
      {choices.length > 0 && (
        <>
          {!ambiguous && <p className={styles.message}>{t('suggestions')}</p>}
          <CodeChoices choices={choices} />
        </>
      )}
    </div>
  );
}
