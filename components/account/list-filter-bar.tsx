'use client';

import { useId, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ListFilter } from '@/lib/contract/calls/account';
import type { FilterOption } from '@/lib/contract/schemas/account';
import { isFiltered, withListFilter } from '@/lib/shop/account/list-filter';
import { Icon } from '@/components/ui/icon';
import styles from './list-filter-bar.module.scss';

interface ListFilterBarProps {
  /** the list's own address, /account/orders or /account/invoices */
  action: string;
  /** the people to choose from; none: no person choice (a buyer, a company of one) */
  people: readonly FilterOption[];
  /** the building sites to choose from; none: no site choice */
  sites: readonly FilterOption[];
  filter: ListFilter;
}

/**
 * The company-wide lists' filter by who ordered and by building site (docs/decisions/059-company-accounts.md).
 * A plain GET form to the list's address (works without JavaScript, the button shows only then);
 * with JavaScript each choice loads the list at once, back to page 1, as a history entry of its own,
 * so Back returns to the previous choice and a reload keeps it.
 */
export function ListFilterBar({ action, people, sites, filter }: ListFilterBarProps) {
  const t = useTranslations('Account.filters');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  const apply = (form: HTMLFormElement) => {
    const value = (name: string) => {
      const control = form.elements.namedItem(name);
      return control instanceof HTMLSelectElement && control.value ? Number(control.value) : null;
    };
    const next = withListFilter(action, { person: value('person'), site: value('site') });
    startTransition(() => router.push(next, { scroll: false }));
  };

  return (
    <form
      // a new address (Back, a cleared filter) shows its own choice: the uncontrolled selects start again from it
      key={`${filter.person}-${filter.site}`}
      method="get"
      action={action}
      className={styles.bar}
      aria-label={t('label')}
      aria-busy={pending || undefined}
      onChange={(event) => apply(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <Icon name="filter" size={18} className={styles.icon} />
      {people.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-person`}>{t('person')}</label>
          <select id={`${id}-person`} name="person" defaultValue={filter.person ?? ''} className={styles.select}>
            <option value="">{t('everyone')}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {sites.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-site`}>{t('site')}</label>
          <select id={`${id}-site`} name="site" defaultValue={filter.site ?? ''} className={styles.select}>
            <option value="">{t('everySite')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <noscript>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
      </noscript>
      {isFiltered(filter) && (
        <Link href={action} className={styles.clear} scroll={false}>
          <Icon name="close" size={16} />
          {t('clear')}
        </Link>
      )}
    </form>
  );
}
