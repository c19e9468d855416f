import type { ReactNode } from 'react';
import { IntlScope } from '@/components/layout/intl-scope';

/** Product pages: the gallery, attachments and question form bring their messages. */
export default function ProductLayout({ children }: { children: ReactNode }) {
  return <IntlScope area="product">{children}</IntlScope>;
}
