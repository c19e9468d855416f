'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';

/** One client component using both libraries, as every shop page does. */
export function Greeting() {
  const t = useTranslations('Floor');
  const { data } = useSWR('/static-control.html', (url: string) => fetch(url).then((r) => r.status));
  return (
    <p>
      {t('greeting')} {data}
    </p>
  );
}
