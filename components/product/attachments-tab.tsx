'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { customerPart } from '@/lib/signed-in/browser/customer-part';
import { lazyNamed } from '@/lib/browser/lazy-named';

function Loading() {
  const t = useTranslations('Attachments');
  return <Spinner label={t('loading')} />;
}

/** The attachments tab's panel: its code (SWR, the downloads list) loads only for signed-in customers. */
export const AttachmentsTab = customerPart(
  lazyNamed(() => import('./attachments-panel'), 'AttachmentsPanel'),
  Loading,
);
