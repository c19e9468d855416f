import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { formatCents, toCents } from '@/lib/shared/format/money';
import { normalizeEmail } from '../auth/email';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { revokeAllSessions } from '../session';
import { assignPriceList, companyTerms, listPriceLists, setPaymentTerms, type CompanyTerms, type TermsFailure } from './company-terms';
import { recordPayments, type PaidSelection } from './invoice-payments';

export const CUSTOMERS_USAGE = [
  'usage: npm run customers -- <command>',
  '  list                                      every account, active or not',
  '  activate <email> | deactivate <email>     let a customer sign in, or stop it (and sign it out)',
  "  show <email>                              the company's price list, payment terms, credit limit and open balance",
  '  price-lists                               every price list with its rules and companies',
  '  price-list <email> <list-code> | --none   put the company on a price list, or on none (the list prices)',
  '  terms <email> --days <N> [--limit <EUR>]  buy on account: invoices due in N days, at most EUR owed (no --limit: no limit)',
  '  terms <email> --prepay                    end buying on account: the company prepays',
  '  paid <email> <invoice-number>...          record that these invoices of the company were paid in full',
  '  paid <email> --overdue                    record that every invoice of the company past its due date was paid in full',
].join('\n');

/** Where a command writes: what it did (stdout) and what went wrong (stderr). */
export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Exit codes: 0 done, 1 failure (unknown customer, list or invoice), 2 wrong usage. */
export type ExitCode = 0 | 1 | 2;

/** The most days an invoice may be due in: what an operator might mistype beyond a year is refused. */
export const MAX_TERMS_DAYS = 365;

const euros = (cents: number) => `${formatCents(cents)} €`;
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function describe(terms: CompanyTerms): string[] {
  const invoices = (n: number) => counted(n, 'invoice');
  return [
    `${terms.email}  ${terms.company}`,
    `  price list:    ${terms.priceList ? `${terms.priceList.code} (${terms.priceList.name})` : 'none (list prices)'}`,
    `  payment terms: ${terms.termsDays === null ? 'prepays' : `on account, invoices due in ${terms.termsDays} days`}`,
    `  credit limit:  ${terms.creditLimitCents === null ? 'none' : euros(terms.creditLimitCents)}`,
    `  open balance:  ${euros(terms.openCents)} (${invoices(terms.openInvoices)} unpaid), overdue ${euros(terms.overdueCents)} (${invoices(terms.overdueInvoices)})`,
  ];
}

function report(out: CommandOutput, email: string, result: CompanyTerms | TermsFailure, listCode?: string): ExitCode {
  if ('failure' in result) {
    out.error(
      result.failure === 'unknownCustomer'
        ? `No customer with the e-mail ${email}.`
        : `No price list with the code ${listCode ?? ''}; see npm run customers -- price-lists.`,
    );
    return 1;
  }
  for (const line of describe(result)) out.log(line);
  return 0;
}

async function setActive(db: Db, out: CommandOutput, email: string, active: boolean): Promise<ExitCode> {
  const [row] = await db
    .update(customers)
    .set({ active })
    .where(eq(customers.email, normalizeEmail(email)))
    .returning({ id: customers.id, email: customers.email });
  if (!row) {
    out.error(`No customer with the e-mail ${email}.`);
    return 1;
  }
  if (!active) await revokeAllSessions(db, row.id);
  out.log(`${row.email}: ${active ? 'activated, can sign in' : 'deactivated, signed out everywhere'}.`);
  return 0;
}

async function listCustomers(db: Db, out: CommandOutput): Promise<ExitCode> {
  const rows = await db
    .select({ email: customers.email, active: customers.active, company: customers.companyName, createdAt: customers.createdAt })
    .from(customers)
    .orderBy(asc(customers.createdAt));
  if (rows.length === 0) out.log('No customers.');
  for (const row of rows) out.log([row.active ? 'active  ' : 'inactive', row.createdAt.toISOString().slice(0, 10), row.email, row.company].join('  '));
  return 0;
}

async function showPriceLists(db: Db, out: CommandOutput): Promise<ExitCode> {
  const lists = await listPriceLists(db);
  if (lists.length === 0) out.log('No price lists.');
  for (const list of lists) {
    out.log(
      `${list.code}  ${list.name}: ${list.companies === 1 ? '1 company' : `${list.companies} companies`}, ${counted(list.categoryDiscounts, 'category discount')}, ${counted(list.netPrices, 'net price')}, ${counted(list.breaks, 'break')}`,
    );
  }
  return 0;
}

/** The terms `terms <email> …` asks for, or why they cannot be read. */
export function parseTerms(options: readonly string[]): { days: number; limitCents: number | null } | null | { problem: string } {
  if (options.length === 1 && options[0] === '--prepay') return null;
  let days: number | undefined;
  let limitCents: number | null = null;
  for (let i = 0; i < options.length; i += 2) {
    const [name, value] = [options[i], options[i + 1]];
    if (value === undefined) return { problem: `${name} needs a value.` };
    if (name === '--days') {
      days = Number(value);
      if (!Number.isInteger(days) || days < 1 || days > MAX_TERMS_DAYS)
        return { problem: `--days must be a whole number of days from 1 to ${MAX_TERMS_DAYS}, not ${value}.` };
    } else if (name === '--limit') {
      try {
        limitCents = toCents(value.replace(/\s+/g, ''));
      } catch {
        limitCents = Number.NaN;
      }
      if (!Number.isSafeInteger(limitCents) || limitCents <= 0)
        return { problem: `--limit must be an amount in euros above 0 (5000 or 5000.50), not ${value}.` };
    } else return { problem: `Unknown option ${name}: use --days, --limit or --prepay.` };
  }
  if (days === undefined) return { problem: 'terms needs --days <N> (and optionally --limit <EUR>), or --prepay.' };
  return { days, limitCents };
}

/** The invoices `paid <email> …` names, or why they cannot be read. */
export function parsePaid(options: readonly string[], now: Date): PaidSelection | { problem: string } {
  if (options.length === 0) return { problem: 'paid needs the invoice numbers, or --overdue.' };
  if (options.includes('--overdue')) return options.length === 1 ? { overdueAt: now } : { problem: '--overdue takes no invoice numbers.' };
  const option = options.find((o) => o.startsWith('-'));
  if (option !== undefined) return { problem: `Unknown option ${option}: give invoice numbers, or --overdue alone.` };
  return { numbers: options };
}

async function markPaid(db: Db, out: CommandOutput, email: string, selection: PaidSelection): Promise<ExitCode> {
  const result = await recordPayments(db, email, selection);
  if ('failure' in result) {
    out.error(
      result.failure === 'unknownCustomer'
        ? `No customer with the e-mail ${email}.`
        : `${email} has no invoice ${result.numbers.join(', ')}; nothing was marked paid.`,
    );
    return 1;
  }
  if (result.length === 0) out.log(`${email}: no invoice is past its due date and unpaid; nothing to mark.`);
  for (const invoice of result) {
    const due = invoice.dueTo.toISOString().slice(0, 10);
    out.log(invoice.owedCents > 0 ? `paid ${invoice.number}: ${euros(invoice.owedCents)} (due ${due})` : `${invoice.number} was paid already (due ${due})`);
  }
  return report(out, email, await companyTerms(db, email));
}

function usage(out: CommandOutput, problem?: string): ExitCode {
  if (problem) out.error(problem);
  out.error(CUSTOMERS_USAGE);
  return 2;
}

/** `npm run customers -- …` on an open database: does what `argv` asks and answers the exit code. */
export async function runCustomersCommand(db: Db, argv: readonly string[], out: CommandOutput): Promise<ExitCode> {
  const [command, email, ...rest] = argv;
  switch (command) {
    case 'list':
    case 'price-lists':
      if (email !== undefined) return usage(out);
      return command === 'list' ? listCustomers(db, out) : showPriceLists(db, out);
    case 'activate':
    case 'deactivate':
    case 'show':
      if (!email || rest.length > 0) return usage(out);
      if (command === 'show') return report(out, email, await companyTerms(db, email));
      return setActive(db, out, email, command === 'activate');
    case 'price-list': {
      const [code] = rest;
      if (!email || !code || rest.length > 1) return usage(out);
      return report(out, email, await assignPriceList(db, email, code === '--none' ? null : code), code);
    }
    case 'terms': {
      if (!email || rest.length === 0) return usage(out);
      const terms = parseTerms(rest);
      if (terms !== null && 'problem' in terms) return usage(out, terms.problem);
      return report(out, email, await setPaymentTerms(db, email, terms));
    }
    case 'paid': {
      if (!email) return usage(out);
      const selection = parsePaid(rest, new Date());
      if ('problem' in selection) return usage(out, selection.problem);
      return markPaid(db, out, email, selection);
    }
    default:
      return usage(out);
  }
}
