import { getCompanyCredit } from '@/lib/contract/calls/credit';
import type { CompanyCredit } from '@/lib/contract/schemas/trade-terms';
import { customerApi } from '@/lib/server/api';
import { CreditPanel } from './credit-panel';

/**
 * The company's credit panel, read with the customer's cookies (never cached): nothing for a company
 * that prepays, where the upstream lacks GET /x/customer/credit, or when it fails (the server
 * client logs that): the page around it stands without it.
 */
export async function CreditBalance() {
  let credit: CompanyCredit | null = null;
  try {
    credit = await getCompanyCredit(await customerApi());
  } catch {
    credit = null;
  }
  return credit ? <CreditPanel credit={credit} /> : null;
}
