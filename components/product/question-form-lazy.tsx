'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { PageSpinner } from '@/components/ui/page-spinner';

function Loading() {
  const t = useTranslations('Common');
  return <PageSpinner label={t('loading')} />;
}

/**
 * The question form loads when its tab first opens: the form library and its zod schema stay out
 * of the product page's first-load JavaScript (about 30 KB gzip), and the tab shows a spinner for
 * the moment it takes.
 */
export const QuestionFormLazy = dynamic(() => import('./question-form').then((m) => m.QuestionForm), { loading: Loading });
