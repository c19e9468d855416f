'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/contract/errors';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast, type ToastVariant } from '@/lib/browser/toast-store';
import styles from './test-page.module.scss';

const SAMPLES: { variant: ToastVariant; message: string }[] = [
  { variant: 'success', message: 'addedToCart' },
  { variant: 'info', message: 'resetPasswordEmailSent' },
  { variant: 'warning', message: 'formInvalid' },
  { variant: 'error', message: 'loginFailure' },
];

/** Buttons that raise each kind of toast, and the generic error toast with and without an error list. */
export function ToastTriggers() {
  const t = useTranslations('Test');
  return (
    <div className={styles.row}>
      {SAMPLES.map(({ variant, message }) => (
        <Button key={variant} variant="secondary" onClick={() => pushToast({ variant, message })}>
          {t(`toast.${variant}`)}
        </Button>
      ))}
      <Button
        variant="danger"
        onClick={() =>
          showApiError(
            'test',
            new ApiError(
              [
                { key: 'email', code: 'messages.validation.email.notExists' },
                { key: 'basket', code: 'messages.basket.notFound' },
              ],
              400,
            ),
          )
        }
      >
        {t('toast.generic')}
      </Button>
      <Button variant="ghost" onClick={() => showApiError('test', new Error('no error list'))}>
        {t('toast.unknown')}
      </Button>
    </div>
  );
}
