'use client';

import { lazyNamed } from '@/lib/browser/lazy-named';
import { customerPart } from '@/lib/signed-in/browser/customer-part';

/** The customer's offline copies (OfflineCopies), whose code only signed-in customers download. */
export const OfflineCopiesPart = customerPart(lazyNamed(() => import('./offline-copies'), 'OfflineCopies'));
