'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/components/ui/use-schema-form';
import { sendQuestion } from '@/lib/contract/calls/catalogue';
import { parseFormMessage } from '@/lib/contract/schemas/common';
import { questionFormSchema, toQuestionPayload, type QuestionForm as QuestionValues } from '@/lib/contract/schemas/requests/question';
import { browserApi } from '@/lib/browser/api';
import { showApiError } from '@/lib/browser/show-api-error';
import { pushToast } from '@/lib/browser/toast-store';
import styles from './question-form.module.scss';

type QuestionInput = z.input<typeof questionFormSchema>;
type FieldName = keyof QuestionInput;
const FIELDS: ReadonlyArray<{ name: FieldName; type?: string; autoComplete?: string; wide?: boolean }> = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  // only that an e-mail is there is checked, not its format (docs/rules.md#validation)
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'product', wide: true },
];

/** Ask a question about the product (tab 3): errors show after the first submit, success resets the form. */
export function QuestionForm({ productId, productLabel }: { productId: number; productLabel: string }) {
  const t = useTranslations('Question');
  const id = useId();
  const defaults: QuestionInput = { firstName: '', lastName: '', email: '', phone: '', product: productLabel, message: '' };
  const { register, handleSubmit, reset, formState } = useSchemaForm(questionFormSchema, defaults);
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: QuestionValues) => {
    try {
      await sendQuestion(browserApi, toQuestionPayload(values, productId));
      pushToast({ variant: 'success', message: 'productQuestionSuccess' });
      reset(defaults);
    } catch (error) {
      showApiError('product', error);
    }
  };
  // schema messages are keys such as 'forms.required'; the last part names the text
  const errorText = (error: FieldError | undefined) => {
    if (!error?.message) return null;
    const { key, limit } = parseFormMessage(error.message);
    return t(`errors.${key.split('.').pop()}`, { max: limit ?? '' });
  };

  const field = (name: FieldName, label: string, input: (props: Record<string, unknown>) => ReactNode, wide = false) => {
    const error = errorText(errors[name]);
    const required = name !== 'phone';
    return (
      <div className={clsx(styles.field, wide && styles.wide)} key={name}>
        <label htmlFor={`${id}-${name}`} className={styles.label}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        {input({
          id: `${id}-${name}`,
          className: clsx(styles.input, error && styles.invalid),
          'aria-invalid': error ? true : undefined,
          'aria-required': required || undefined,
          'aria-describedby': error ? `${id}-${name}-error` : undefined,
          ...register(name),
        })}
        {error && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.grid}>
        {FIELDS.map((f) => field(f.name, t(f.name), (props) => <input type={f.type ?? 'text'} autoComplete={f.autoComplete} {...props} />, f.wide))}
        {field(
          'message',
          t('message'),
          (props) => (
            <textarea rows={5} {...props} />
          ),
          true,
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} icon="mail">
          {t('submit')}
        </Button>
        <p className={styles.note}>{t('requiredNote')}</p>
      </div>
    </form>
  );
}
