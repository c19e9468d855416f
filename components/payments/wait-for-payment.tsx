'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** How often, and how many times, the return page asks again while the payment is still waiting. */
const EVERY_MS = 2000;
const AT_MOST = 30;

/** Refreshes the return page while the provider has not said how the payment ended (docs/decisions/061-card-payments.md). */
export function WaitForPayment() {
  const router = useRouter();
  useEffect(() => {
    let asked = 0;
    const timer = window.setInterval(() => {
      asked += 1;
      if (asked > AT_MOST) window.clearInterval(timer);
      else router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
