/**
 * Peppol BIS Billing 3.0 identifiers of the document (BT-24, BT-23) and of Slovak parties.
 *
 * Endpoints (BT-34, BT-49): Slovakia's Peppol Authority (Finančná správa SR, "PASR") identifies
 * every participant by its DIČ under the Electronic Address Scheme 0245; the Slovak SMP registers
 * no other identifier (docs.billit.be/docs/account-peppol-identifier-sk: "The registered identifier
 * on Peppol is based on the DIC-number, with schemeID 0245 … the only allowed registration is based
 * on DIC"; accp.econnect.eu/en/docs/learn/regulations/europe/slovakia: "DIČ under EAS 0245; EAS 9950
 * (SK:VAT) for VAT registrations", from financnasprava.sk). 0245 is a recent addition to the EAS
 * list: OpenPEPPOL's code list of May 2025 (peppol-bis-invoice-3, structure/codelist/eas.xml) still
 * ends the Slovak entries at 9950 "Slovakia VAT number", which is the fallback for a buyer with an
 * IČ DPH but no DIČ on file.
 */
export const PEPPOL = {
  customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  /** EAS: Slovak DIČ (daňové identifikačné číslo) */
  dicScheme: '0245',
  /** EAS: Slovak VAT number (IČ DPH, "SK" + 10 digits) */
  vatScheme: '9950',
  /** EAS: an e-mail address, the last resort for a buyer with neither */
  emailScheme: 'EM',
} as const;

/** The endpoint of a Slovak party: its DIČ, else its IČ DPH, else its e-mail. */
export function slovakEndpoint(party: { dic: string; vatId: string; email: string }): { scheme: string; id: string } {
  if (party.dic.trim()) return { scheme: PEPPOL.dicScheme, id: party.dic.trim() };
  if (party.vatId.trim()) return { scheme: PEPPOL.vatScheme, id: party.vatId.trim() };
  return { scheme: PEPPOL.emailScheme, id: party.email.trim() };
}
