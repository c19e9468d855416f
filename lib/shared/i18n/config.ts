/** The shop's one interface language; `{lang}` in every API call. */
export const DEFAULT_LOCALE = 'sk';
export const LOCALES = [DEFAULT_LOCALE] as const;

/** next-intl: a missing key renders the key itself (spec: "a missing translation shows the key"). */
export function messageFallback({ key, namespace }: { key: string; namespace?: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}
