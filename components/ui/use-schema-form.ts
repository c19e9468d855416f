import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The set-up every storefront form shares: values checked by the form's zod schema, errors shown
 * only after the first submit and from then on kept current as the customer types.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(schema: z.$ZodType<Output, Input>, defaultValues: DefaultValues<Input>) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
