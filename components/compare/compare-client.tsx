'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useStoredCompareList } from '@/lib/browser/compare-list';
import { LoadedCustomerProducts } from '@/lib/signed-in/browser/customer-products';
import { useSession } from '@/lib/signed-in/browser/session';
import type { ColumnState, CompareColumn } from './compare-column';
import { CompareEmpty } from './compare-empty';
import { CompareProductLoader } from './compare-product-loader';
import { CompareTable } from './compare-table';

const LOADING: ColumnState = { status: 'loading' };

/**
 * The comparison page's island: the browser's list, each product's detail read with the visitor's
 * cookies, then the table. The server renders only the spinner (the list exists in the browser).
 */
export function CompareClient({ catalogueLinks }: { catalogueLinks: ReactNode }) {
  const t = useTranslations('ComparePage');
  const lang = useLocale();
  const session = useSession();
  const entries = useStoredCompareList();
  const [states, setStates] = useState<ReadonlyMap<number, ColumnState>>(new Map());
  const onState = useCallback((id: number, state: ColumnState) => setStates((prev) => new Map(prev).set(id, state)), []);

  const columns = useMemo<CompareColumn[]>(() => (entries ?? []).map((entry) => ({ entry, state: states.get(entry.id) ?? LOADING })), [entries, states]);
  // the customer's view of the loaded products: price slots and cart boxes read it
  const products = useMemo(() => columns.flatMap((c) => (c.state.status === 'ready' ? [c.state.product] : [])), [columns]);

  if (entries === null) return <PageSpinner label={t('loading')} />;
  if (entries.length === 0) return <CompareEmpty catalogueLinks={catalogueLinks} />;
  return (
    <>
      {entries.map((entry) => (
        <CompareProductLoader key={entry.id} entry={entry} lang={lang} session={session} onState={onState} />
      ))}
      <LoadedCustomerProducts products={products}>
        <CompareTable columns={columns} customer={session === 'customer'} />
      </LoadedCustomerProducts>
    </>
  );
}
