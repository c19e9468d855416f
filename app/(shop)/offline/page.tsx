import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflineContent } from '@/components/pwa/offline-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Offline');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /offline: what the service worker shows for a page it cannot fetch and has not saved
 * (precached with each build: docs/decisions/063-installable-offline-shell.md). Static, with no customer data.
 */
export default function OfflinePage() {
  return <OfflineContent />;
}
