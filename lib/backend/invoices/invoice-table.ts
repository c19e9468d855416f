import 'server-only';
import { FONT, PAGE, eur, type Doc } from './pdf-kit';

export interface TableRow {
  code: string;
  name: string;
  quantity: string;
  unit: string;
  unitCents: number;
  totalCents: number;
}

const COLUMNS = [
  { key: 'code', title: 'Kód', x: 40, width: 85, align: 'left' },
  { key: 'name', title: 'Názov', x: 128, width: 170, align: 'left' },
  { key: 'quantity', title: 'Množstvo', x: 300, width: 50, align: 'right' },
  { key: 'unit', title: 'MJ', x: 356, width: 30, align: 'left' },
  { key: 'unitPrice', title: 'Cena/MJ bez DPH', x: 388, width: 80, align: 'right' },
  { key: 'total', title: 'Spolu bez DPH', x: 472, width: 83, align: 'right' },
] as const;

function cells(row: TableRow): Record<(typeof COLUMNS)[number]['key'], string> {
  return { code: row.code, name: row.name, quantity: row.quantity, unit: row.unit, unitPrice: eur(row.unitCents), total: eur(row.totalCents) };
}

function header(doc: Doc, y: number): number {
  doc.rect(PAGE.left, y, PAGE.right - PAGE.left, 28).fill('#eef2f6');
  doc.font(FONT.bold).fontSize(8).fillColor('#1f2933');
  for (const c of COLUMNS) doc.text(c.title, c.x + 2, y + 6, { width: c.width - 4, align: c.align });
  return y + 32;
}

/** The invoice lines (items excluding VAT); starts a new page when the page is full. Returns the y below. */
export function lineTable(doc: Doc, startY: number, rows: TableRow[]): number {
  let y = header(doc, startY);
  doc.font(FONT.regular).fontSize(9);
  for (const row of rows) {
    const values = cells(row);
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(values[c.key], { width: c.width - 4 }))) + 6;
    if (y + height > PAGE.bottom) {
      doc.addPage();
      y = header(doc, PAGE.left);
      doc.font(FONT.regular).fontSize(9);
    }
    doc.fillColor('#1f2933');
    for (const c of COLUMNS) doc.text(values[c.key], c.x + 2, y + 3, { width: c.width - 4, align: c.align });
    y += height;
    doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#d9e2ec').stroke();
  }
  return y + 8;
}
