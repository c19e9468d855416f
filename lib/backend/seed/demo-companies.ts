/**
 * What the two demo companies buy on (docs/decisions/058-trade-terms.md): their price lists by code,
 * terms and limits. Figures only, without 'server-only', so the e2e specs put a fresh company on
 * exactly a demo company's terms (a spec must not order as the shared demo accounts).
 */

/** The demo's price lists, by the code an operator names them with (`npm run customers -- price-list`). */
export const PRICE_LIST_CODES = { installer: 'montaznik', basic: 'zakladny' } as const;
export type PriceListCode = (typeof PRICE_LIST_CODES)[keyof typeof PRICE_LIST_CODES];

/** The demo buys on account: invoices due in 30 days, at most 5 000 € owed. */
export const DEMO_TERMS_DAYS = 30;
export const DEMO_CREDIT_LIMIT_CENTS = 500_000;

/** A company's list and payment terms; `termsDays: null`: it prepays (and has no limit). */
export interface DemoCompanyTerms {
  priceList: PriceListCode;
  termsDays: number | null;
  creditLimitCents: number | null;
}

/** demo@securitech.sk: "Montážnik", on account. */
export const DEMO_COMPANY_TERMS: DemoCompanyTerms = {
  priceList: PRICE_LIST_CODES.installer,
  termsDays: DEMO_TERMS_DAYS,
  creditLimitCents: DEMO_CREDIT_LIMIT_CENTS,
};

/** montaz@securitech.sk: "Základný", prepays. */
export const SECOND_COMPANY_TERMS: DemoCompanyTerms = { priceList: PRICE_LIST_CODES.basic, termsDays: null, creditLimitCents: null };
