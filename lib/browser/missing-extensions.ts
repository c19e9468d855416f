import { extensionOr } from '@/lib/contract/errors';

/**
 * The embedded backend's extensions the browser asks for, each with a fallback to the spec's calls.
 * The product lookup is not one of them: it has no fallback, only shown or hidden features, so
 * whether the upstream has it is recorded once, in its SWR key (use-lookup-available.ts).
 */
export type Extension = 'customer-page' | 'customer-summary' | 'customer-prices' | 'card-payment';

// The one record, per page load, of the extensions the upstream answered it lacks (404/501): later
// asks go to their fallback at once instead of asking again.
const missing = new Set<Extension>();

/** Tests only: forget what this page load learnt. */
export function forgetMissingExtensions() {
  missing.clear();
}

/**
 * The extension's answer, or the fallback's where the upstream lacks it (recorded, so the next
 * ask goes to the fallback at once); `extended` says which one answered. Other failures pass.
 */
export async function extensionOrFallback<T>(
  extension: Extension,
  ask: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<{ value: T; extended: boolean }> {
  if (missing.has(extension)) return { value: await fallback(), extended: false };
  const answer = await extensionOr(ask, fallback);
  if (!answer.extended) missing.add(extension);
  return answer;
}
