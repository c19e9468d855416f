/** "SK24 1100 0000 …": an IBAN in groups of four, as people read it out and banks print it. */
export function groupedIban(iban: string): string {
  return iban
    .replaceAll(' ', '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
