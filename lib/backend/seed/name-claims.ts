import 'server-only';

/** A parameter as the seed writes it: the value may carry the unit or leave it to `unit`. */
export interface ClaimParam {
  name: string;
  value: string;
  unit: string;
}

/** What a product name says about the product and which parameter must say the same ("IR 40 m" → IR prísvit 40 m). */
interface ClaimRule {
  /** the first group is the number (a decimal comma and a range "2,8-12" allowed) */
  pattern: RegExp;
  /** the parameters that state it; the claim must match one of them */
  params: readonly string[];
  unit: string;
}

const NUMBER = String.raw`(\d+(?:,\d+)?(?:-\d+(?:,\d+)?)?)`;

/**
 * The figures names carry that a buyer compares with the parameters table. A name that states
 * one of them while its parameters state another number contradicts itself ("IR 50 m" in the
 * name, 30 m in the parameters); a name figure with no such parameter is not checked.
 */
const RULES: readonly ClaimRule[] = [
  { pattern: new RegExp(String.raw`\bIR ${NUMBER} m\b`, 'g'), params: ['IR prísvit'], unit: 'm' },
  { pattern: new RegExp(String.raw`\bbiele svetlo ${NUMBER} m\b`, 'g'), params: ['IR prísvit'], unit: 'm' },
  { pattern: new RegExp(String.raw`\b${NUMBER} Mpx\b`, 'g'), params: ['Rozlíšenie'], unit: 'Mpx' },
  { pattern: new RegExp(String.raw`(?:^|, )${NUMBER} mm\b`, 'g'), params: ['Ohnisková vzdialenosť', 'Pracovná medzera'], unit: 'mm' },
  { pattern: new RegExp(String.raw`\bzoom ${NUMBER}×`, 'g'), params: ['Optický zoom'], unit: '×' },
  { pattern: new RegExp(String.raw`\b${NUMBER} TB\b`, 'g'), params: ['Kapacita'], unit: 'TB' },
  { pattern: new RegExp(String.raw`\b${NUMBER} dB\b`, 'g'), params: ['Hlasitosť'], unit: 'dB' },
  { pattern: new RegExp(String.raw`\b${NUMBER} kanál(?:y|ov)?\b`, 'g'), params: ['Počet kanálov'], unit: '' },
  { pattern: new RegExp(String.raw`(?:^|, )${NUMBER} m\b`, 'g'), params: ['Dosah', 'Dĺžka'], unit: 'm' },
  { pattern: new RegExp(String.raw`\b${NUMBER} Ah\b`, 'g'), params: ['Kapacita'], unit: 'Ah' },
];

/** The first number a parameter states, as written ("60 m, biele LED" → "60", "2,8-12" → "2,8-12"). */
function statedNumber(param: ClaimParam): string | null {
  return new RegExp(`^${NUMBER}`).exec(param.value.trim())?.[1] ?? null;
}

/** Where the name and the parameters disagree, one sentence each; empty when they agree. */
export function nameContradictions(name: string, params: readonly ClaimParam[]): string[] {
  const problems: string[] = [];
  for (const rule of RULES) {
    const stating = params.filter((p) => rule.params.includes(p.name));
    if (stating.length === 0) continue;
    for (const match of name.matchAll(rule.pattern)) {
      const claimed = match[1] as string;
      if (stating.some((p) => statedNumber(p) === claimed)) continue;
      const said = stating.map((p) => `${p.name} ${p.value}${p.unit ? ` ${p.unit}` : ''}`).join(', ');
      problems.push(`"${name}" says ${claimed}${rule.unit ? ` ${rule.unit}` : ''}, its parameters say ${said}`);
    }
  }
  return problems;
}

/** Throws when any product's name contradicts its parameters: the demo catalogue must agree with itself. */
export function assertNamesMatchParams(products: ReadonlyArray<{ name: string; params: readonly ClaimParam[] }>): void {
  const problems = products.flatMap((p) => nameContradictions(p.name, p.params));
  if (problems.length > 0) throw new Error(`product names contradict their parameters:\n${problems.join('\n')}`);
}
