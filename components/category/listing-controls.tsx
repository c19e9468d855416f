'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useTransition, type ChangeEvent } from 'react';
import { PAGE_SIZES, SELECTABLE_ORDERINGS, listingQuery, type OrderingCode, type PageSize } from '@/lib/ordering';
import styles from './listing-controls.module.scss';

interface ListingControlsProps {
  /** the listing's own address, e.g. /category/cctv */
  action: string;
  ordering: OrderingCode;
  limit: PageSize;
  inStock: boolean;
  /** the wishlist hides the in-stock filter (spec §9) */
  showInStock?: boolean;
}

/**
 * Ordering, page size and the in-stock filter. A plain GET form (works without JavaScript, the
 * submit button shows only then); with JavaScript each change navigates at once, back to page 1.
 */
export function ListingControls({ action, ordering, limit, inStock, showInStock = true }: ListingControlsProps) {
  const t = useTranslations('Listing');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const query = listingQuery({
      ordering: Number(form.get('or')) as OrderingCode,
      limit: Number(form.get('lm')) as PageSize,
      inStock: showInStock && form.get('st') === '1',
    }).toString();
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
  };

  return (
    <form
      method="get"
      action={action}
      className={styles.controls}
      aria-label={t('controlsLabel')}
      aria-busy={pending || undefined}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(event as unknown as ChangeEvent<HTMLFormElement>);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-or`}>{t('ordering')}</label>
        <select id={`${id}-or`} name="or" defaultValue={ordering} className={styles.select}>
          {SELECTABLE_ORDERINGS.map((code) => (
            <option key={code} value={code}>
              {t(`orderings.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-lm`}>{t('pageSize')}</label>
        <select id={`${id}-lm`} name="lm" defaultValue={limit} className={styles.select}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {showInStock && (
        <label className={styles.check}>
          <input type="checkbox" name="st" value="1" defaultChecked={inStock} />
          <span>{t('inStock')}</span>
        </label>
      )}
      <noscript>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}
