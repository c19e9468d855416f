import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { clampPage, pageHref, pageItems } from '@/lib/pagination';
import { Icon } from './icon';
import styles from './paginator.module.scss';

interface PaginatorProps {
  /** 1-based; out-of-range values are clamped */
  page: number;
  pageCount: number;
  /** the listing's path, e.g. "/blog" */
  basePath: string;
  /** other query parameters to keep (ordering, page size…) */
  query?: Record<string, string>;
  /** the query parameter holding the page (spec §4: pg) */
  param?: string;
}

/** Page links of a listing: plain links (work without JavaScript), the current page marked. */
export function Paginator({ page, pageCount, basePath, query = {}, param = 'pg' }: PaginatorProps) {
  const t = useTranslations('Paginator');
  if (pageCount <= 1) return null;
  const current = clampPage(page, pageCount);
  const href = (p: number) => pageHref(basePath, p, query, param);
  return (
    <nav className={styles.paginator} aria-label={t('label')}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} className={clsx(styles.link, styles.step)} aria-label={t('previous')} rel="prev">
              <Icon name="arrow-left" size={18} />
            </Link>
          ) : (
            <span className={clsx(styles.link, styles.step, styles.disabled)} aria-hidden="true">
              <Icon name="arrow-left" size={18} />
            </span>
          )}
        </li>
        {pageItems(current, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                className={clsx(styles.link, item === current && styles.current)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link href={href(current + 1)} className={clsx(styles.link, styles.step)} aria-label={t('next')} rel="next">
              <Icon name="arrow-right" size={18} />
            </Link>
          ) : (
            <span className={clsx(styles.link, styles.step, styles.disabled)} aria-hidden="true">
              <Icon name="arrow-right" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
