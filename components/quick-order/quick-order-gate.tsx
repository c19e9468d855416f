import { requireCustomer } from '@/lib/server/require-customer';
import { QuickOrderClient } from './quick-order-client';

/** Customers only: a guest is sent to /login and comes back here after signing in. Reads cookies: render inside <Suspense>. */
export async function QuickOrderGate() {
  await requireCustomer('/rychla-objednavka');
  return <QuickOrderClient />;
}
