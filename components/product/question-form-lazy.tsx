'use client';

import { useTranslations } from 'next-intl';
import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { PageSpinner } from '@/components/ui/page-spinner';

function Loading() {
  const t = useTranslations('Common');
  return <PageSpinner label={t('loading')} />;
}

const { Component: QuestionForm } = lazyNamed(() => import('./question-form'), 'QuestionForm');

/**
 * The question form loads when its tab first opens: the form library and its zod schema stay out
 * of the product page's first-load JavaScript, and the tab shows a spinner for
 * the moment it takes.
 */
export function QuestionFormLazy(props: ComponentProps<typeof QuestionForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <QuestionForm {...props} />
    </Suspense>
  );
}
