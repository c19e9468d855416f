'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import { Spinner } from '@/components/ui/spinner';
import { coverImage } from '@/lib/contract/values';
import { removeFromCompare } from '@/lib/browser/compare-list';
import { productPath } from '@/lib/shop/urls/shop-paths';
import type { CompareColumn } from './compare-column';
import styles from './compare-table.module.scss';

/** A product's column head: image, code, name linking to its page, remove; or why it is not there. */
export function CompareProductHead({ column }: { column: CompareColumn }) {
  const t = useTranslations('ComparePage');
  const { entry, state } = column;
  const remove = (
    <Button variant="ghost" size="sm" icon="trash" onClick={() => removeFromCompare(entry.id)} aria-label={t('removeNamed', { name: entry.name })}>
      {t('remove')}
    </Button>
  );

  if (state.status !== 'ready') {
    return (
      <th scope="col" className={styles.head}>
        <div className={styles.headInner}>
          <span className={styles.name}>{entry.name}</span>
          {state.status === 'loading' && (
            <span className={styles.status} role="status">
              <Spinner size={16} /> {t('productLoading')}
            </span>
          )}
          {state.status === 'gone' && <span className={styles.status}>{t('gone')}</span>}
          {state.status === 'failed' && (
            <span className={styles.status} role="alert">
              {t('failed')}
              <Button variant="secondary" size="sm" icon="refresh" onClick={state.retry}>
                {t('retry')}
              </Button>
            </span>
          )}
          {remove}
        </div>
      </th>
    );
  }

  const { product } = state;
  const href = productPath(product.url.url);
  return (
    <th scope="col" className={styles.head}>
      <div className={styles.headInner}>
        <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <Img src={coverImage(product)?.src ?? PLACEHOLDER_IMAGE} alt="" width={160} height={160} className={styles.image} />
        </Link>
        <span className={styles.code}>{product.code}</span>
        <Link href={href} className={styles.name}>
          {product.name}
        </Link>
        {product.vendor && <span className={styles.vendor}>{product.vendor}</span>}
        {remove}
      </div>
    </th>
  );
}
