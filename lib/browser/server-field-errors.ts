import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/contract/errors';

const VALIDATION_PREFIX = 'messages.validation.';

/**
 * Marks the form fields a failed call names (`[field] messages.validation.<field>.<reason>`, what the
 * backend answers for the lib/contract schemas) with the `forms.<reason>` message; true when any was
 * marked, so the caller shows no generic toast for what the fields already say.
 */
export function markServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let marked = false;
  for (const item of error.items) {
    const field = fields.find((name) => name === item.key);
    const prefix = `${VALIDATION_PREFIX}${item.key}.`;
    if (!field || !item.code.startsWith(prefix)) continue;
    setError(field, { type: 'server', message: `forms.${item.code.slice(prefix.length)}` }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
