import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatCents } from '@/lib/shared/format/money';
import { fontDir } from './font-files';

// DejaVu covers every Slovak letter (ľ š č ť ž ý á í é ô ä ň ĺ ŕ ď); pdfkit's built-in Helvetica does not.
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

export type Doc = PDFKit.PDFDocument;

export const PAGE = { left: 40, right: 555, bottom: 780 } as const;

/** A4 document with the embedded Unicode fonts registered. */
export function newDocument(title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.left, info: { Title: title, Author: 'SecuriTech' } });
  doc.registerFont(FONT.regular, path.join(/*turbopackIgnore: true*/ fontDir(), 'DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, path.join(/*turbopackIgnore: true*/ fontDir(), 'DejaVuSans-Bold.ttf'));
  doc.font(FONT.regular);
  return doc;
}

/** "1 234,50 €" */
export function eur(cents: number): string {
  return `${formatCents(cents)} €`;
}

/** "23. 11. 2026" style date in Bratislava time, as Slovak documents print it. */
export function skDate(date: Date): string {
  return date.toLocaleDateString('sk-SK', { timeZone: 'Europe/Bratislava', day: 'numeric', month: 'numeric', year: 'numeric' });
}

/** A titled block of lines (a party's name and address); returns the y below it. */
export function block(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]): number {
  doc.font(FONT.bold).fontSize(9).fillColor('#52606d').text(title, x, y, { width });
  doc.font(FONT.regular).fontSize(10).fillColor('#1f2933');
  let cursor = y + 16;
  for (const [i, line] of lines.filter(Boolean).entries()) {
    doc.font(i === 0 ? FONT.bold : FONT.regular).text(line, x, cursor, { width });
    cursor = doc.y + 1;
  }
  return cursor;
}

/** A label–value row (dates, symbols); returns the y below it. */
export function field(doc: Doc, x: number, y: number, label: string, value: string, width = 250): number {
  doc.font(FONT.regular).fontSize(9).fillColor('#52606d').text(label, x, y, { width: 120 });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor('#1f2933')
    .text(value, x + 120, y - 1, { width: width - 120 });
  return Math.max(doc.y, y + 14) + 2;
}

/** Draws a QR matrix as filled squares (vector: sharp at any zoom and print size). */
export function qr(doc: Doc, x: number, y: number, sizePt: number, matrix: { size: number; dark: (x: number, y: number) => boolean }): void {
  const cell = sizePt / (matrix.size + 8);
  const origin = { x: x + cell * 4, y: y + cell * 4 };
  doc.save().rect(x, y, sizePt, sizePt).fill('#ffffff');
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.dark(col, row)) doc.rect(origin.x + col * cell, origin.y + row * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/** Collects the document into one Buffer. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
