import type { CheckoutBillingForm } from '../../lib/contract/schemas/requests/address';

/**
 * The company the tests register and order as, in every suite (contract, cluster, e2e), so a rule
 * change in the address or company checks is answered in one place. Written out here, not taken from
 * the code under test, so a test notices when that code starts to reject it.
 */

/** A billing address that passes the checkout's address checks. */
export const TEST_BILLING: CheckoutBillingForm = {
  firstName: 'Eva',
  lastName: 'Nováková',
  street: 'Hlavná 5',
  city: 'Žilina',
  zip: '010 01',
  phone: '+421 900 111 222',
  email: 'eva@firma-test.sk',
};

/** Company ids that pass the registration checks (lib/contract/schemas/company-ids.ts): valid IČO check digit. */
export const TEST_COMPANY_IDS = { companyId: '51234564', vatRegistrationId: '2121234567', extVatRegistrationId: 'SK2121234567' } as const;

/** The password every test-registered customer signs in with. */
export const TEST_PASSWORD = 'Objednavka123';
