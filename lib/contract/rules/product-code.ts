/** The longest product code a quick order or the lookup call takes. */
export const MAX_CODE_LENGTH = 64;

/**
 * A code as the lookup compares it: lower case, accents dropped ('Č' → 'c'), spaces and dashes
 * kept as written (the backend's `lower(f_unaccent(code))`). Two lines whose codes normalise
 * alike name the same product and are merged.
 */
export function normaliseCode(code: string): string {
  return code.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
