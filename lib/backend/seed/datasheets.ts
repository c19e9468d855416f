import 'server-only';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { shop } from '@/lib/runtime/config/shop';
import type { ParamSeed } from './catalogue-data';
import type { MediaWriter } from '../media/writer';
import { BASE_DATE, stripDiacritics } from './random';

/** TTFs with Slovak glyphs, in order of preference; CI machines may have none of them. */
const FONT_CANDIDATES: ReadonlyArray<readonly [string, string]> = [
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/TTF/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'],
  ['/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
];

interface Fonts {
  regular: string | Buffer;
  bold: string | Buffer;
  /** Helvetica (WinAnsi) cannot draw ľ, š, č…: text is transliterated instead of printing garbage */
  text: (s: string) => string;
}

function findFonts(): Fonts {
  for (const [regular, bold] of FONT_CANDIDATES) {
    if (fs.existsSync(regular) && fs.existsSync(bold)) {
      return { regular: fs.readFileSync(regular), bold: fs.readFileSync(bold), text: (s) => s };
    }
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', text: stripDiacritics };
}

export interface SheetContent {
  title: string;
  subtitle: string;
  summary: string;
  /** [code, name] of every model the sheet covers */
  models: ReadonlyArray<readonly [string, string]>;
  params: readonly ParamSeed[];
  accent: string;
}

export interface ManualContent {
  title: string;
  category: string;
  sections: ReadonlyArray<readonly [heading: string, text: string]>;
  accent: string;
}

/** Writes small, real PDFs (datasheets and manuals) with pdfkit; returns byte sizes. */
export class PdfWriter {
  private readonly fonts = findFonts();

  /** Writes each PDF under `folder/` (a media address) */
  constructor(
    private readonly media: MediaWriter,
    readonly folder: string,
  ) {}

  private async render(file: string, title: string, draw: (doc: PDFKit.PDFDocument, t: (s: string) => string) => void): Promise<number> {
    const t = this.fonts.text;
    // fixed dates keep the files (and their sizes in the database) the same on every seed
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 30, left: 50, right: 50 },
      info: { Title: t(title), Author: shop.company, CreationDate: BASE_DATE, ModDate: BASE_DATE },
    });
    doc.registerFont('regular', this.fonts.regular);
    doc.registerFont('bold', this.fonts.bold);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    draw(doc, t);
    doc.font('regular').fontSize(8).fillColor('#6b7480');
    doc.text(t(`${shop.company} · ${shop.street}, ${shop.zip} ${shop.city} · ${shop.phone} · ${shop.email}`), 50, 780, { width: 495, align: 'center' });
    doc.end();
    const bytes = await done;
    await this.media.write(`${this.folder}/${file}`, bytes);
    return bytes.length;
  }

  private header(doc: PDFKit.PDFDocument, t: (s: string) => string, label: string, accent: string): void {
    doc.rect(0, 0, 595.28, 70).fill(accent);
    doc.font('bold').fontSize(18).fillColor('#ffffff').text(shop.name, 50, 24);
    doc.font('regular').fontSize(12).text(t(label), 300, 28, { width: 245, align: 'right' });
    doc.fillColor('#1f2328').moveDown(0);
  }

  datasheet(file: string, c: SheetContent): Promise<number> {
    return this.render(file, c.title, (doc, t) => {
      this.header(doc, t, 'Technický list', c.accent);
      doc.font('bold').fontSize(20).fillColor('#1f2328').text(t(c.title), 50, 100, { width: 495 });
      doc.moveDown(0.4).font('regular').fontSize(11).fillColor('#4a525c').text(t(c.subtitle));
      doc.moveDown(0.8).fillColor('#1f2328').text(t(c.summary), { width: 495, align: 'justify' });
      doc.moveDown(1).font('bold').fontSize(13).text(t('Modely'));
      doc.moveDown(0.3).font('regular').fontSize(9.5);
      for (const [code, name] of c.models) {
        const y = doc.y;
        doc.fillColor('#1f2328').text(code, 58, y, { width: 150 });
        doc.fillColor('#4a525c').text(t(name), 215, y, { width: 330 });
        doc.moveDown(0.2);
      }
      doc.moveDown(1).font('bold').fontSize(13).text(t('Technické parametre'));
      let y = doc.y + 8;
      let group = '';
      for (const p of c.params) {
        if (p.category !== group) {
          group = p.category;
          doc.rect(50, y, 495, 20).fill('#eef1f4');
          doc
            .font('bold')
            .fontSize(10)
            .fillColor('#1f2328')
            .text(t(group), 58, y + 5);
          y += 20;
        }
        doc
          .font('regular')
          .fontSize(10)
          .fillColor('#4a525c')
          .text(t(p.name), 58, y + 5, { width: 220 });
        doc.fillColor('#1f2328').text(t(`${p.value}${p.unit ? ` ${p.unit}` : ''}`), 290, y + 5, { width: 250 });
        y += 20;
        doc.moveTo(50, y).lineTo(545, y).lineWidth(0.5).stroke('#d5dae1');
      }
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#6b7480')
        .text(t('Údaje sú informatívne, výrobca si vyhradzuje právo na zmenu.'), 50, y + 16);
    });
  }

  manual(file: string, c: ManualContent): Promise<number> {
    return this.render(file, c.title, (doc, t) => {
      this.header(doc, t, 'Návod na inštaláciu', c.accent);
      doc.font('bold').fontSize(20).fillColor('#1f2328').text(t(c.title), 50, 100, { width: 495 });
      doc
        .moveDown(0.3)
        .font('regular')
        .fontSize(11)
        .fillColor('#4a525c')
        .text(t(`Kategória: ${c.category}`));
      c.sections.forEach(([heading, text], i) => {
        doc
          .moveDown(1)
          .font('bold')
          .fontSize(13)
          .fillColor('#1f2328')
          .text(t(`${i + 1}. ${heading}`));
        doc.moveDown(0.3).font('regular').fontSize(10.5).text(t(text), { width: 495, align: 'justify' });
      });
    });
  }
}
