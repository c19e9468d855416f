/**
 * The shop's identity and contact details (footer, mails, invoices). Every value can be
 * set in the environment; the defaults are the demo company's.
 */
export const shop = {
  name: process.env.SHOP_NAME || 'SecuriTech',
  company: process.env.SHOP_COMPANY || 'SecuriTech Slovakia s.r.o.',
  street: process.env.SHOP_STREET || 'Priemyselná 12',
  city: process.env.SHOP_CITY || 'Bratislava',
  zip: process.env.SHOP_ZIP || '821 09',
  country: 'Slovensko',
  phone: process.env.SHOP_PHONE || '+421 2 4820 1100',
  email: process.env.SHOP_EMAIL || 'obchod@securitech.sk',
  /** IČO, DIČ, IČ DPH and the register entry (invoices, § 3a of the Commercial Code) */
  companyId: process.env.SHOP_COMPANY_ID || '47123456',
  taxId: process.env.SHOP_TAX_ID || '2023456789',
  vatId: process.env.SHOP_VAT_ID || 'SK2023456789',
  register: process.env.SHOP_REGISTER || 'Obchodný register Mestského súdu Bratislava III, oddiel Sro, vložka č. 98765/B',
  iban: process.env.SHOP_IBAN || 'SK2411000000002612345678',
} as const;

/** Public base URL for canonical links, sitemaps and mail links; never taken from the Host header. */
export function siteUrl(): string {
  return siteUrlFrom(process.env.SITE_URL);
}

/** A SITE_URL value as siteUrl() uses it: the default when unset, no trailing slash. */
export function siteUrlFrom(raw: string | undefined): string {
  return (raw || 'http://localhost:3000').replace(/\/+$/, '');
}

/** VAT rate in percent applied to prices excluding VAT (Slovakia: 23 % since 2025). */
export function vatRate(): number {
  const rate = Number(process.env.VAT_RATE ?? 23);
  return Number.isFinite(rate) && rate >= 0 ? rate : 23;
}

/** The shop's phone as printed on a page: non-breaking spaces keep the number on one line. */
export const shopPhoneText = shop.phone.replace(/ /g, '\u00a0');
