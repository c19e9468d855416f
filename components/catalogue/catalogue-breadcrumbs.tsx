import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/lib/shop/seo/json-ld';
import { absoluteUrl } from '@/lib/shop/seo/metadata';
import styles from './catalogue-breadcrumbs.module.scss';

export interface Crumb {
  label: string;
  /** root-relative; the last crumb is the page itself */
  href: string;
}

/** The visible trail from home to the page and the same trail as a schema.org BreadcrumbList. */
export async function CatalogueBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('Category');
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...crumbs];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
  return (
    <nav aria-label={t('breadcrumbLabel')} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.href} className={styles.item}>
              {index > 0 && <Icon name="chevron" size={14} className={styles.separator} />}
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={data} />
    </nav>
  );
}
