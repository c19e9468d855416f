'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { QUICK_ORDER_PATH } from '@/components/quick-order/quick-order-link';
import { lookupProducts } from '@/lib/contract/calls/product-lookup';
import type { LookupProduct, LookupResult } from '@/lib/contract/schemas/product-lookup';
import { addProblem, packRuleOf, type PackProblem } from '@/lib/shop/catalogue/pack';
import { parseQuantity } from '@/lib/shop/catalogue/quantity';
import { browserApi } from '@/lib/browser/api';
import { useLookupAvailable } from '@/lib/signed-in/browser/use-lookup-available';
import { useCart } from '@/lib/browser/use-cart';
import { PackFix } from '@/components/quick-order/pack-fix';
import { ScanButton } from '@/components/scanner/scan-button';
import { AddByCodeChoices } from './add-by-code-choices';
import styles from './add-by-code.module.scss';

type FieldErrors = { code?: string; quantity?: string; form?: string };

const PACK_FIX_ID = 'add-by-code-pack';

/**
 * The cart page's "add by code": one code and its pieces through the product lookup; an unknown code
 * offers close ones. A quantity the product is not sold in (docs/decisions/058-trade-terms.md: packs,
 * checked as the line's new sum, as the basket does) is not sent: it is flagged as the quick order
 * flags it, with the two nearest quantities to put in the field. Absent where the backend lacks the lookup.
 */
export function AddByCode() {
  const t = useTranslations('Cart.byCode');
  const available = useLookupAvailable();
  const { add, cart } = useCart();
  const [packProblem, setPackProblem] = useState<{ problem: PackProblem; quantity: number } | null>(null);
  const [code, setCode] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<LookupResult | null>(null);
  const [busy, setBusy] = useState(false);
  if (!available) return null;

  async function addProduct(product: LookupProduct, quantity: number) {
    const held = cart.products.find((line) => line.url.url === product.url.url)?.quantity ?? 0;
    const problem = addProblem(quantity, held, packRuleOf(product), product.unit_of_measure);
    setPackProblem(problem && { problem, quantity });
    if (problem) return;
    if (await add(product.id, quantity)) {
      setCode('');
      setQuantityText('1');
      setResult(null);
    }
  }

  async function submit(event: FormEvent | null, typed = code) {
    event?.preventDefault();
    const quantity = parseQuantity(quantityText);
    setPackProblem(null);
    const next: FieldErrors = { code: typed.trim() ? undefined : t('codeRequired'), quantity: quantity === null ? t('quantityInvalid') : undefined };
    setErrors(next);
    if (next.code || next.quantity || quantity === null) return;
    setBusy(true);
    try {
      const [found] = await lookupProducts(browserApi, [typed.trim()]);
      if (found?.status === 'matched' && found.products[0]) await addProduct(found.products[0], quantity);
      else setResult(found ?? null);
    } catch {
      setErrors({ form: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.box} aria-labelledby="add-by-code">
      <h2 id="add-by-code" className={styles.title}>
        {t('title')}
      </h2>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          label={t('code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          autoComplete="off"
          spellCheck={false}
          className={styles.code}
          maxLength={64}
        />
        <FormField
          label={t('quantity')}
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          error={errors.quantity}
          inputMode="numeric"
          className={styles.quantity}
          {...(packProblem && { 'aria-invalid': true, 'aria-describedby': PACK_FIX_ID })}
        />
        <Button type="submit" icon="plus" loading={busy} className={styles.submit}>
          {busy ? t('checking') : t('submit')}
        </Button>
        <ScanButton className={styles.scan} />
      </form>
      {packProblem && (
        <PackFix
          id={PACK_FIX_ID}
          problem={packProblem.problem}
          quantity={packProblem.quantity}
          onPick={(fixed) => {
            setQuantityText(String(fixed));
            setPackProblem(null);
          }}
        />
      )}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      {result && (
        <AddByCodeChoices
          result={result}
          onCode={(picked) => {
            setCode(picked);
            void submit(null, picked);
          }}
          onProduct={(product) => void addProduct(product, parseQuantity(quantityText) ?? 1)}
        />
      )}
      <p className={styles.more}>
        <Link href={QUICK_ORDER_PATH}>{t('quickOrderLink')}</Link>
      </p>
    </section>
  );
}
