import type { ReactNode } from 'react';
import { Paginator } from '@/components/ui/paginator';
import { AccountSection } from './account-section';
import styles from './account-list.module.scss';

interface AccountListProps {
  title: string;
  id: string;
  /** the list's total: none shows `emptyText` instead of the list and the paginator */
  count: number;
  emptyText: string;
  page: number;
  pages: number;
  basePath: string;
  /** shown above the list, also when it is empty (the invoices' credit balance) */
  lead?: ReactNode;
  /** the filter bar, under the lead, also when the filtered list is empty (so the filter can be changed back) */
  filters?: ReactNode;
  /** the query every page link keeps (the active filter) */
  query?: Record<string, string>;
  /** the toolbar, the table and the cards */
  children: ReactNode;
}

/** A paged list of the account (orders, invoices): its panel, the words for an empty one, the paginator under it. */
export function AccountList({ title, id, count, emptyText, page, pages, basePath, lead, filters, query, children }: AccountListProps) {
  return (
    <AccountSection title={title} id={id}>
      {lead}
      {filters}
      {count === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {children}
          <div className={styles.paginator}>
            <Paginator page={page} pageCount={pages} basePath={basePath} query={query} />
          </div>
        </>
      )}
    </AccountSection>
  );
}
