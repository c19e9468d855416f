/**
 * What installers type into the search on site (issue 47 item 4), each with what a relevant first
 * result is in the demo catalogue (lib/backend/seed): phrases, plurals, adjectives, codes with and
 * without dashes, typos and words without diacritics. Measured by tests/bench/search-relevance.ts
 * (`npm run bench -- search-relevance`) and held by tests/contract/search/search-relevance.test.ts.
 */

/** What the first result must be: every given field holds (a category given as a list: any of them). */
export interface Relevant {
  /** the product's category path starts with this one (or with one of these) */
  category?: string | readonly string[];
  /** the product's code starts with this, compared without case */
  code?: string;
  /** the product's name matches */
  name?: RegExp;
  /** the product's vendor, exactly */
  vendor?: string;
}

export interface InstallerQuery {
  query: string;
  relevant: Relevant;
}

/** The facts of a found product the predicates read. */
export interface ProductFacts {
  code: string;
  name: string;
  vendor: string;
  /** category path below /category/ */
  category: string;
}

const MOTION = 'ezs/detektory/pohybove-detektory';
const TWO_WIRE = 'evs/dvojdrotove-systemy';
const SMOKE = 'eps/hlasice-eps/automaticke-hlasice/dymove-hlasice';

export const INSTALLER_QUERIES: readonly InstallerQuery[] = [
  // phrases and word families (a noun for an adjective, a genitive for a nominative)
  { query: 'detektor pohybu', relevant: { category: MOTION } },
  { query: 'pohybový detektor', relevant: { category: MOTION } },
  { query: 'pohybové detektory', relevant: { category: MOTION } },
  { query: 'pohybovy', relevant: { category: MOTION } },
  { query: 'pohyb', relevant: { category: MOTION } },
  { query: 'hlásič dymu', relevant: { category: SMOKE } },
  { query: 'dymovy hlasic', relevant: { category: SMOKE } },
  { query: 'požiarny hlásič', relevant: { category: 'eps/hlasice-eps' } },
  { query: 'teplotný hlásič', relevant: { category: 'eps/hlasice-eps/automaticke-hlasice/teplotne-hlasice' } },
  { query: 'tlačidlový hlásič', relevant: { category: 'eps/hlasice-eps/tlacidlove-hlasice' } },
  { query: 'detektor rozbitia skla', relevant: { category: 'ezs/detektory/detektory-rozbitia-skla' } },
  { query: 'rozbitie skla', relevant: { category: 'ezs/detektory/detektory-rozbitia-skla' } },
  { query: 'magneticky kontakt', relevant: { category: 'ezs/detektory/magneticke-kontakty' } },
  { query: 'magnetické kontakty', relevant: { category: 'ezs/detektory/magneticke-kontakty' } },
  { query: 'elektrický zámok', relevant: { category: 'evs/elektricke-zamky' } },
  { query: 'antivandalová kamera', relevant: { category: 'cctv/ip-kamery/dome-kamery/antivandalove-dome' } },
  { query: 'vonkajsia sirena', relevant: { category: 'ezs/sireny-a-prislusenstvo/sireny/vonkajsie-sireny' } },
  { query: 'diaľkový ovládač', relevant: { category: 'ezs/klavesnice-a-ovladace/dialkove-ovladace' } },
  { query: 'dotykova klavesnica', relevant: { category: 'ezs/klavesnice-a-ovladace/klavesnice/dotykove-klavesnice' } },
  { query: 'vnutorny monitor', relevant: { category: 'evs/ip-interkomy/vnutorne-monitory' } },
  { query: 'napajaci zdroj', relevant: { category: 'evs/elektricke-zamky/napajacie-zdroje' } },
  { query: 'čítačka kariet', relevant: { category: 'evs/pristupove-systemy/citacky-kariet' } },
  { query: 'pristupova karta', relevant: { category: 'evs/pristupove-systemy/karty-a-cipy' } },
  { query: 'opticky kabel', relevant: { category: 'sks/kable/opticke-kable' } },
  { query: 'nastenny rozvadzac', relevant: { category: 'sks/rozvadzace/nastenne-rozvadzace' } },
  // two-wire is not wireless
  { query: 'dvojdrôtový', relevant: { category: [TWO_WIRE, 'evs/ip-interkomy/vnutorne-monitory'], name: /2-drôtov|videovrátnik|vrátnik/ } },
  { query: 'dvojdrotovy videovratnik', relevant: { category: `${TWO_WIRE}/sady-videovratnikov` } },
  { query: 'bezdrotovy detektor', relevant: { category: 'ezs/detektory', name: /[Bb]ezdrôtov/ } },
  { query: 'bezdrotova ustredna', relevant: { category: 'ezs/ustredne/bezdrotove-ustredne' } },
  // plurals and other cases
  { query: 'kamery', relevant: { name: /kamera/ } },
  { query: 'ip kamery', relevant: { category: 'cctv/ip-kamery' } },
  { query: 'sirény', relevant: { name: /[Ss]iréna/ } },
  { query: 'akumulatory', relevant: { category: 'ezs/sireny-a-prislusenstvo/akumulatory' } },
  { query: 'rekordéry', relevant: { category: 'cctv/zaznamove-zariadenia' } },
  { query: 'switche', relevant: { name: /[Ss]witch/ } },
  { query: 'čítačky', relevant: { category: 'evs/pristupove-systemy/citacky-kariet' } },
  { query: 'nvr 16 kanalov', relevant: { category: 'cctv/zaznamove-zariadenia/nvr-rekordery/nvr-16-kanalov' } },
  // codes, with and without dashes
  { query: 'DS-2CD2043G2-I', relevant: { code: 'DS-2CD2043G2-I' } },
  { query: 'ds2cd2043', relevant: { code: 'DS-2CD2043' } },
  { query: 'ds-2cd2043g2', relevant: { code: 'DS-2CD2043G2' } },
  { query: 'DS 2CD2143', relevant: { code: 'DS-2CD2143' } },
  { query: 'ipc-hfw2441', relevant: { code: 'IPC-HFW2441' } },
  { query: 'hfw2441', relevant: { code: 'IPC-HFW2441' } },
  { query: 'hub2 plus', relevant: { code: 'HUB2P' } },
  { query: 'ja 150p', relevant: { code: 'JA-150P' } },
  { query: 'NP7-12', relevant: { code: 'NP7-12' } },
  // product words with parameters
  { query: 'kamera 4mpx', relevant: { name: /kamera.*4 Mpx/ } },
  { query: 'dome kamera 4mp', relevant: { name: /dome 4 Mpx/ } },
  { query: 'akumulátor 12v 7ah', relevant: { name: /Akumulátor .*12 V, 7(,2)? Ah/ } },
  { query: 'pevny disk 4tb', relevant: { name: /Pevný disk .*4 TB/ } },
  { query: 'poe switch', relevant: { name: /PoE/ } },
  { query: 'utp kabel cat6', relevant: { category: 'sks/kable/utp-kable/kable-cat6' } },
  { query: 'patch kabel 1m', relevant: { name: /Patch kábel .* 1 m/ } },
  { query: 'ustredna ajax', relevant: { code: 'HUB2' } },
  { query: 'hikvision kamera', relevant: { vendor: 'Hikvision', name: /kamera/ } },
  { query: 'dahua nvr', relevant: { vendor: 'Dahua', name: /NVR/ } },
  { query: 'rack 42u', relevant: { category: 'sks/rozvadzace/stojanove-rozvadzace' } },
  // typos
  { query: 'kamerz', relevant: { name: /kamera/ } },
  { query: 'hikvison', relevant: { vendor: 'Hikvision' } },
  { query: 'dahau', relevant: { vendor: 'Dahua' } },
  { query: 'jablotorn', relevant: { vendor: 'Jablotron' } },
  { query: 'detektr', relevant: { name: /[Dd]etektor/ } },
  { query: 'klavesnca', relevant: { name: /[Kk]lávesnica/ } },
  { query: 'videovratnk', relevant: { name: /[Vv]ideovrátnik/ } },
  { query: 'akumlator', relevant: { name: /Akumulátor/ } },
  { query: 'ustreda', relevant: { name: /[Úú]stredňa/ } },
];

/** Whether `found` (the first result) is what the query asks for. */
export function isRelevant(found: ProductFacts | null, relevant: Relevant): boolean {
  if (!found) return false;
  const categories = relevant.category === undefined ? null : typeof relevant.category === 'string' ? [relevant.category] : relevant.category;
  if (categories && !categories.some((c) => found.category === c || found.category.startsWith(`${c}/`))) return false;
  if (relevant.code !== undefined && !found.code.toLowerCase().startsWith(relevant.code.toLowerCase())) return false;
  if (relevant.name && !relevant.name.test(found.name)) return false;
  return relevant.vendor === undefined || found.vendor === relevant.vendor;
}

/** One query's outcome: the first result's code and name (null: nothing found) and whether it is relevant. */
export interface QueryOutcome {
  query: string;
  first: ProductFacts | null;
  relevant: boolean;
}

/** Asks `firstResult` for every query; the outcomes and the share of relevant first results (0..1). */
export async function measureRelevance(firstResult: (query: string) => Promise<ProductFacts | null>): Promise<{ outcomes: QueryOutcome[]; share: number }> {
  const outcomes: QueryOutcome[] = [];
  for (const { query, relevant } of INSTALLER_QUERIES) {
    const first = await firstResult(query);
    outcomes.push({ query, first, relevant: isRelevant(first, relevant) });
  }
  return { outcomes, share: outcomes.filter((o) => o.relevant).length / outcomes.length };
}
