import type * as z from 'zod/mini';

/** The first message per field of `value` checked by `schema`, as react-hook-form shows it. */
export function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** One test per field: the `valid` form with that field `blank` makes `schema` call the field required. */
export function itRequiresEach<Form extends object>(
  schema: z.ZodMiniType,
  valid: Form,
  fields: ReadonlyArray<keyof Form & string>,
  title = 'requires %s',
  blank = '',
) {
  it.each(fields)(title, (field) => {
    expect(messages(schema, { ...valid, [field]: blank })[field]).toBe('forms.required');
  });
}
