import type { ReactNode } from 'react';
import { ShopFrame } from '@/components/layout/shop-frame';

/** Every shop page gets the header, menu and footer. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopFrame>{children}</ShopFrame>;
}
