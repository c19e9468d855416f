import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutRunner } from '@/components/auth/logout-runner';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Logout');
  return { title: t('title'), robots: { index: false } };
}

/** /logout signs out as soon as it opens and returns home. */
export default function LogoutPage() {
  return <LogoutRunner />;
}
