import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';
import { parseFormMessage } from '@/lib/contract/schemas/common';

type Values = Record<string, string | number>;

/**
 * Translates a field error: schemas and setError carry next-intl keys such as 'forms.required'
 * (lib/contract/schemas/common FORM_MESSAGES), which live in the `Forms` namespace, optionally with the limit
 * they name (tooLong). An unknown key shows itself.
 */
export function useFormMessage() {
  const t = useTranslations('Forms');
  return useCallback(
    (error: FieldError | undefined, values?: Values): string | undefined => {
      if (!error?.message) return undefined;
      // a limit carried in the message ('forms.maxLength:200') fills the text's {max}
      const { key, limit } = parseFormMessage(error.message);
      const local = key.startsWith('forms.') ? key.slice('forms.'.length) : key;
      return t.has(local) ? t(local, limit === undefined ? values : { ...values, max: limit }) : key;
    },
    [t],
  );
}
