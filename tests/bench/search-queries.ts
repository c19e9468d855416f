/**
 * Queries for the search benchmark: what installers type on site. Words with and without
 * diacritics, in several cases and numbers, vendors, product types, half codes, whole codes,
 * typos and two-word queries.
 */
const WORDS = [
  'kamera', 'kamery', 'kamerový', 'kamerovy', 'KAMERA', 'ip kamera', 'kamera 4mp', 'kamera 8mpx', 'bullet', 'dome', 'turret',
  'ptz', 'nvr', 'rekordér', 'rekorder', 'dvr', 'switch', 'poe switch', 'ústredňa', 'ustredna', 'ustredna ajax', 'detektor',
  'pohybový detektor', 'pohybovy', 'siréna', 'sirena', 'klávesnica', 'klavesnica', 'hlásič', 'hlasic', 'dymový hlásič',
  'dymovy', 'požiarny', 'poziarny', 'videovrátnik', 'videovratnik', 'dvojdrot', '2-drôtový', 'interkom', 'monitor',
  'zvonček', 'zvoncek', 'kábel', 'kabel', 'utp', 'cat6', 'cat6a', 'patch panel', 'rack', 'konektor', 'rj45', 'zdroj',
  'akumulátor', 'akumulator', 'batéria', 'bateria', 'objektív', 'mikrofón', 'motorzoom', 'wifi', 'bezdrôtový',
  'bezdrotovy', 'magnetický kontakt', 'magneticky', 'čítačka', 'citacka', 'karta', 'prístupový', 'pristupovy',
  'hikvision', 'Hikvision', 'dahua', 'axis', 'ajax', 'paradox', 'jablotron', 'bosch', '2n', 'uniview', 'ubiquiti',
  'hikvison', 'dahau', 'kamrea', 'detektr', 'ustrednaa', 'videovratnk', 'hub', 'hub 2', 'ajax hub', 'hub2 plus',
  'ir 30 m', '2,8 mm', '4 mm', 'ik10', 'colorvu', 'acusense', 'wizsense', '4k', 'h.265', 'biela', 'čierna', 'vonkajšia',
  // other cases and numbers (stems, migration 0005)
  'kamier', 'kamerách', 'kamerou', 'detektory', 'detektorov', 'ústredne', 'ustredni', 'káble', 'káblov', 'sirény', 'klávesnice',
  'rekordéry', 'rekordérov', 'monitory', 'zdroje', 'zdroja', 'kontakty', 'ip kamery', 'pohybové detektory', 'vonkajšie sirény',
];

const CODES = [
  'DS-2CD', 'DS-2CD2', 'DS-2CD21', 'DS-2CD2143', 'DS-2CD2143G2', 'ds-2cd2143g2-i', 'DS2CD2143', 'DS-2DE', 'DS-2CE',
  'DS-7616', 'DS-7', 'IPC-HFW', 'IPC-HFW1230', 'IPC-HDW', 'IPC2122', 'IPC3614', 'HAC-HFW', 'HAC-HFW1200C', 'M2036',
  'Q6135', 'P3265', 'NDE-3503', 'SD5A', 'NVR301', 'NVR410', 'HUB2', 'HUB2P', 'HUB2-4G-WH', 'SP4000', 'SP',
];

/** At least 200 distinct queries: the lists, then prefixes of the longer words ("kame", "hikv", "DS-2C"). */
export function searchBenchQueries(): string[] {
  const prefixes = [...WORDS, ...CODES].filter((q) => q.length >= 6).map((q) => q.slice(0, Math.ceil(q.length * 0.6)));
  return [...new Set([...WORDS, ...CODES, ...prefixes])];
}
