import type { CompanyAddress } from '@/lib/contract/schemas/company-addresses';

/** How a shared delivery address is named to people (docs/decisions/059-company-accounts.md): its label, else the recipient and the street. */
export function companyAddressName(address: Pick<CompanyAddress, 'label' | 'first_name' | 'last_name' | 'street'>): string {
  return address.label || [`${address.first_name} ${address.last_name}`.trim(), address.street].filter(Boolean).join(', ');
}
