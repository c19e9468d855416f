import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import type { LiveSearchResult, SearchItem } from '@/lib/contract/schemas/search';
import { normaliseQuery } from '@/lib/contract/rules/search-query';
import type { LiveSearchState } from '@/lib/browser/live-search';
import { Spinner } from '@/components/ui/spinner';
import { blogPath, categoryPath, productPath } from '@/lib/shop/urls/shop-paths';
import { SearchHit } from './search-hit';
import { searchHref } from './search-href';
import styles from './search-panel.module.scss';

interface SearchPanelProps {
  id: string;
  state: LiveSearchState<LiveSearchResult>;
  /** the text in the field (the answer may still be for an earlier one) */
  text: string;
  lang: string;
  ref?: Ref<HTMLDivElement>;
}

/** The live results under the search field: products, categories and articles, or an empty message. */
export function SearchPanel({ id, state, text, lang, ref }: SearchPanelProps) {
  const t = useTranslations('Search');
  const result = state.result;
  const products = result?.items.product ?? [];
  const categories = result?.items.category ?? [];
  const blogs = result?.items.blog ?? [];
  const moreProducts = result?.more_results.product ?? 0;
  const moreBlogs = result?.more_results.blog ?? 0;
  const productCount = products.length + moreProducts;
  const empty = result !== null && products.length + categories.length + blogs.length === 0;
  const allHref = searchHref(normaliseQuery(state.query || text) ?? text.trim());

  return (
    <div ref={ref} id={id} className={styles.panel} role="region" aria-label={t('results')} aria-busy={state.status === 'loading'}>
      <div className={styles.status}>
        <p aria-live="polite" className={styles.count}>
          {state.status === 'loading' ? t('loading') : result ? t('status', { count: productCount }) : ''}
        </p>
        {state.status === 'loading' && <Spinner size={18} />}
      </div>
      {state.status === 'error' && <p className={styles.message}>{t('error')}</p>}
      {empty && <p className={styles.message}>{t('empty', { query: state.query })}</p>}
      <HitGroup id={`${id}-products`} title={t('products')} hits={products} href={(item) => productPath(item.url.url)}>
        <Link href={allHref} className={styles.more}>
          {moreProducts > 0 ? t('moreProducts', { count: moreProducts }) : t('showAll')}
        </Link>
      </HitGroup>
      <HitGroup id={`${id}-categories`} title={t('categories')} hits={categories} href={(item) => categoryPath(item.url.url)} />
      <HitGroup id={`${id}-blogs`} title={t('blogs')} hits={blogs} href={(item) => blogPath(lang, item.url.url)}>
        {moreBlogs > 0 && <p className={styles.moreText}>{t('moreBlogs', { count: moreBlogs })}</p>}
      </HitGroup>
    </div>
  );
}

/** One kind of hits (products, categories, articles) under its heading, then what follows them (`children`); nothing without hits. */
function HitGroup({
  id,
  title,
  hits,
  href,
  children,
}: {
  id: string;
  title: string;
  hits: SearchItem[];
  href: (item: SearchItem) => string;
  children?: ReactNode;
}) {
  if (hits.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {hits.map((item) => (
          <li key={item.url.url}>
            <SearchHit item={item} href={href(item)} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
