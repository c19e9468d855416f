import clsx from 'clsx';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { listingQuery, type ListingParams } from '@/lib/ordering';
import styles from './listing-paginator.module.scss';

interface PaginatorProps {
  /** the listing's address without query */
  basePath: string;
  state: Omit<ListingParams, 'offset'>;
  pages: number;
}

/** Pages to show: the first, the last and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** Links to the listing's pages (query param pg); plain links, so it works without JavaScript. */
export async function ListingPaginator({ basePath, state, pages }: PaginatorProps) {
  if (pages <= 1) return null;
  const t = await getTranslations('Listing');
  const href = (page: number) => {
    const query = listingQuery({ ...state, page }).toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  const { page } = state;
  return (
    <nav aria-label={t('pagination')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} className={styles.step} aria-label={t('previous')} rel="prev">
              <Icon name="arrow-left" size={18} />
            </Link>
          ) : (
            <span className={clsx(styles.step, styles.disabled)} aria-hidden="true">
              <Icon name="arrow-left" size={18} />
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                className={clsx(styles.page, p === page && styles.current)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} className={styles.step} aria-label={t('next')} rel="next">
              <Icon name="arrow-right" size={18} />
            </Link>
          ) : (
            <span className={clsx(styles.step, styles.disabled)} aria-hidden="true">
              <Icon name="arrow-right" size={18} />
            </span>
          )}
        </li>
      </ul>
      <p className={styles.status}>{t('pageOf', { page, pages })}</p>
    </nav>
  );
}
