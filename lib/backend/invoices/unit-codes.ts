/**
 * The catalogue's units as UN/ECE Recommendation 20 (units of measure) and 21 (packages, with the
 * "X" prefix) codes, the lists BT-130 takes (Peppol BIS Billing 3.0, code list "UNECERec20").
 */
const UNIT_CODES: Readonly<Record<string, string>> = {
  ks: 'H87', // piece
  m: 'MTR', // metre
  'bal.': 'XBX', // box (Rec 21 "BX")
};

/** "one" (C62): a count without a unit, for a unit the catalogue may add later that has no code here yet. */
export const UNIT_CODE_FALLBACK = 'C62';

/** The UN/ECE code of a catalogue unit ("ks" → H87). */
export function unitCode(unit: string): string {
  return UNIT_CODES[unit.trim()] ?? UNIT_CODE_FALLBACK;
}
