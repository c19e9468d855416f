import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';

type Values = Record<string, string | number>;

/**
 * Translates a field error: schemas and setError carry next-intl keys such as 'forms.required'
 * (lib/api/schemas/common FORM_MESSAGES), which live in the `Forms` namespace. An unknown key shows itself.
 */
export function useFormMessage() {
  const t = useTranslations('Forms');
  return useCallback(
    (error: FieldError | undefined, values?: Values): string | undefined => {
      const key = error?.message;
      if (!key) return undefined;
      const local = key.startsWith('forms.') ? key.slice('forms.'.length) : key;
      return t.has(local) ? t(local, values) : key;
    },
    [t],
  );
}
