import 'server-only';
import { settings } from './env';
import { DEFAULT_SITE_URL } from './settings-schema';

const configured = settings();

/**
 * The shop's identity and contact details (footer, mails, invoices), read from the settings as
 * the module loads; the defaults are the demo company's.
 */
export const shop = {
  name: configured.SHOP_NAME,
  company: configured.SHOP_COMPANY,
  street: configured.SHOP_STREET,
  city: configured.SHOP_CITY,
  zip: configured.SHOP_ZIP,
  country: 'Slovensko',
  phone: configured.SHOP_PHONE,
  email: configured.SHOP_EMAIL,
  /** IČO, DIČ, IČ DPH and the register entry (invoices, § 3a of the Commercial Code) */
  companyId: configured.SHOP_COMPANY_ID,
  taxId: configured.SHOP_TAX_ID,
  vatId: configured.SHOP_VAT_ID,
  register: configured.SHOP_REGISTER,
  iban: configured.SHOP_IBAN,
} as const;

/** Public base URL for canonical links, sitemaps and mail links (no trailing slash); never taken from the Host header. */
export function siteUrl(): string {
  return settings().SITE_URL ?? DEFAULT_SITE_URL;
}

/** VAT rate in percent applied to prices excluding VAT (Slovakia: 23 % since 2025). */
export function vatRate(): number {
  return settings().VAT_RATE;
}

/** The shop's phone as printed on a page: non-breaking spaces keep the number on one line. */
export const shopPhoneText = shop.phone.replace(/ /g, '\u00a0');
