import { getTranslations } from 'next-intl/server';
import { PageSpinner } from '@/components/ui/page-spinner';

/** What an account page shows while its session check and data load. */
export async function AccountLoading() {
  const t = await getTranslations('Account');
  return <PageSpinner label={t('loading')} />;
}
