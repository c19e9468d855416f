import type { Product } from '@/lib/contract/schemas/product';
import type { CompareEntry } from '@/lib/browser/compare-list';

/** What the comparison knows of one compared product while and after its detail loads. */
export type ColumnState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  /** the catalogue no longer has it (404): it can only be removed */
  | { status: 'gone' }
  | { status: 'failed'; retry: () => void };

export interface CompareColumn {
  entry: CompareEntry;
  state: ColumnState;
}
