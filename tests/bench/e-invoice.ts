import { performance } from 'node:perf_hooks';
import { renderInvoicePdf } from '@/lib/backend/invoices/invoice-pdf';
import { buildInvoiceUbl } from '@/lib/backend/invoices/invoice-ubl';
import { invoiceFixture } from '../support/invoice-fixture';
import { percentile, printTable } from './figures';

const RUNS = 200;

function lines(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    code: `K-${i}`,
    name: `Položka č. ${i} – kábel, konektor`,
    unit: ['ks', 'm', 'bal.'][i % 3] ?? 'ks',
    quantity: (i % 7) + 1,
    unitPriceCents: 101 + i * 37,
  }));
}

async function timeMs(work: () => unknown, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    out.push(performance.now() - start);
  }
  return out.sort((a, b) => a - b);
}

/**
 * The time to build one e-invoice (Peppol UBL XML from the invoice's figures, as the download
 * does after loading the invoice), for an invoice of 5 and of 100 lines, beside rendering its PDF;
 * in process, no database.
 */
export async function benchEInvoice(): Promise<void> {
  const rows: string[][] = [];
  for (const n of [5, 100]) {
    const d = invoiceFixture({ lines: lines(n) });
    await timeMs(() => buildInvoiceUbl(d), 20); // warm-up
    const xml = await timeMs(() => buildInvoiceUbl(d), RUNS);
    const pdf = await timeMs(() => renderInvoicePdf(d), Math.min(RUNS, 40));
    const fmt = (ms: number) => ms.toFixed(2);
    rows.push([
      `${n} lines`,
      fmt(percentile(xml, 50)),
      fmt(percentile(xml, 95)),
      `${(Buffer.byteLength(buildInvoiceUbl(d)) / 1024).toFixed(1)} KB`,
      fmt(percentile(pdf, 50)),
    ]);
  }
  console.log(`\nE-invoice: time to build one (ms, ${RUNS} builds each, in process)`);
  printTable(['invoice', 'XML p50', 'XML p95', 'XML size', 'PDF p50 (for comparison)'], rows);
}
