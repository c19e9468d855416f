/**
 * The cookie an e2e browser context sends to mark its own requests, so a test hook can act for
 * that test alone (test-hook-missing.ts). Apart from the hook, and without 'server-only', so the
 * e2e support code names the same cookie.
 */
export const E2E_SCOPE_COOKIE = 'e2e_scope';
