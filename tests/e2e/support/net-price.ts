import type { Locator } from '@playwright/test';

/** The first price without VAT shown within `scope` ("1 234,50 € bez DPH"): on screen once the customer's prices came. */
export const firstNetPrice = (scope: Locator): Locator => scope.getByText(/\d\s*€\s*bez DPH/).first();
