import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { clampPage, pageHref, pageItems } from '@/lib/shop/catalogue/pagination';
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
  /** the query parameter holding the page (docs/rules.md#states: pg) */
  param?: string;
  /** also say "page X of Y" beside the links */
  status?: boolean;
  /** a page's address when the listing writes its own (category listings: listingHref); else basePath, query and param */
  hrefOf?: (page: number) => string;
}

/**
 * Page links of every listing (category, blog, search…), the current page marked. Plain
 * anchors, not next/link: a listing's page is a cached static page whatever its query, so the
 * client router would reuse the page it already holds; a document load gets the right one
 * (and works without JavaScript).
 */
export function Paginator({ page, pageCount, basePath, query = {}, param = 'pg', status = false, hrefOf }: PaginatorProps) {
  const t = useTranslations('Paginator');
  if (pageCount <= 1) return null;
  const current = clampPage(page, pageCount);
  const href = hrefOf ?? ((p: number) => pageHref(basePath, p, query, param));
  const step = (target: number, enabled: boolean, label: string, icon: 'arrow-left' | 'arrow-right', rel: string) =>
    enabled ? (
      <a href={href(target)} className={clsx(styles.link, styles.step)} aria-label={label} rel={rel}>
        <Icon name={icon} size={18} />
      </a>
    ) : (
      <span className={clsx(styles.link, styles.step, styles.disabled)} aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
    );
  return (
    <nav className={clsx(styles.paginator, status && styles.withStatus)} aria-label={t('label')}>
      <ul className={styles.list}>
        <li>{step(current - 1, current > 1, t('previous'), 'arrow-left', 'prev')}</li>
        {pageItems(current, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                className={clsx(styles.link, item === current && styles.current)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('page', { page: item })}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, current < pageCount, t('next'), 'arrow-right', 'next')}</li>
      </ul>
      {status && <p className={styles.status}>{t('pageOf', { page: current, pages: pageCount })}</p>}
    </nav>
  );
}
