import 'server-only';
import type { DrawingKind } from './catalogue-types';
import { infraDrawings } from './drawings-infra';
import { securityDrawings } from './drawings-security';
import { defs, escapeXml, type Palette } from './svg-kit';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** The four product image views: 1 main with the vendor's name, 2 close-up, 3 retail box, 4 dimension sketch. */
export type View = 1 | 2 | 3 | 4;

export function device(kind: DrawingKind, p: Palette): string {
  const draw = securityDrawings[kind] ?? infraDrawings[kind];
  if (!draw) throw new Error(`no drawing for ${kind}`);
  return draw(p);
}

const svg = (w: number, h: number, p: Palette, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(p)}${body}</svg>`;

/** Places the 800 × 800 device drawing centred on (cx, cy) at the given scale. */
const place = (drawing: string, cx: number, cy: number, scale: number) =>
  `<g transform="translate(${cx - 400 * scale} ${cy - 385 * scale}) scale(${scale})">${drawing}</g>`;

function mainView(drawing: string, p: Palette, vendor: string): string {
  return `<rect width="800" height="800" fill="#f6f8fb"/>
<circle cx="400" cy="370" r="300" fill="${p.tint}"/>
${place(drawing, 400, 360, 0.88)}
<text x="400" y="728" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="46" letter-spacing="2" fill="#2b3036">${escapeXml(vendor.toUpperCase())}</text>
<rect x="360" y="748" width="80" height="6" rx="3" fill="${p.accent}"/>`;
}

function detailView(drawing: string, p: Palette): string {
  return `<rect width="800" height="800" fill="#ffffff"/>
<circle cx="560" cy="250" r="360" fill="${p.tint}" opacity="0.8"/>
${place(drawing, 420, 410, 1.3)}`;
}

function boxView(drawing: string, p: Palette): string {
  return `<rect width="800" height="800" fill="#f6f8fb"/>
<ellipse cx="420" cy="660" rx="280" ry="30" fill="url(#shadow)"/>
<path d="M190 260 L290 200 L620 200 L520 260 Z" fill="${p.accentLight}"/>
<path d="M520 260 L620 200 L620 580 L520 640 Z" fill="${p.accentDark}"/>
<rect x="190" y="260" width="330" height="380" fill="${p.accent}"/>
<rect x="215" y="285" width="280" height="260" rx="16" fill="#fff"/>
${place(drawing, 355, 415, 0.34)}
<rect x="265" y="580" width="180" height="12" rx="6" fill="#fff" opacity="0.85"/>
<rect x="295" y="604" width="120" height="8" rx="4" fill="#fff" opacity="0.6"/>`;
}

function sketchView(drawing: string, p: Palette): string {
  let lines = '';
  for (let i = 40; i < 800; i += 40) lines += `<path d="M${i} 0 V800 M0 ${i} H800" stroke="#e9eef4" stroke-width="2"/>`;
  const dim = (d: string) => `<path d="${d}" stroke="${p.accentDark}" stroke-width="3" fill="none"/>`;
  return `<rect width="800" height="800" fill="#fbfcfd"/>${lines}
${place(drawing, 390, 370, 0.8)}
${dim('M150 700 H630 M150 685 V715 M630 685 V715')}
${dim('M700 130 V610 M685 130 H715 M685 610 H715')}
<text x="390" y="750" text-anchor="middle" font-family="${FONT}" font-size="26" fill="${p.accentDark}">rozmerový náčrt</text>`;
}

export function productImageSvg(view: View, kind: DrawingKind, p: Palette, vendor: string): string {
  const drawing = device(kind, p);
  const body = view === 1 ? mainView(drawing, p, vendor) : view === 2 ? detailView(drawing, p) : view === 3 ? boxView(drawing, p) : sketchView(drawing, p);
  return svg(800, 800, p, body);
}

/** 1200 × 400 home banner: headline and subline on the line's colour, the device on the right. */
export function bannerSvg(headline: string, sublines: readonly string[], kind: DrawingKind, p: Palette): string {
  // bold DejaVu is ~0.62 em a glyph: shrink long headlines so they stay left of the device
  const size = Math.min(50, Math.floor(640 / (headline.length * 0.62)));
  const subs = sublines
    .map((line, i) => `<text x="70" y="${205 + i * 36}" font-family="${FONT}" font-size="26" fill="#fff" opacity="0.92">${escapeXml(line)}</text>`)
    .join('');
  return svg(
    1200,
    400,
    p,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.accentDark}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="1010" cy="60" r="260" fill="#fff" opacity="0.07"/>
<circle cx="930" cy="200" r="165" fill="#fff"/>
${place(device(kind, p), 930, 205, 0.4)}
<text x="70" y="140" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(headline)}</text>
${subs}
<rect x="70" y="${250 + (sublines.length - 1) * 36}" width="240" height="56" rx="28" fill="#fff"/>
<text x="190" y="${286 + (sublines.length - 1) * 36}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="22" fill="${p.accentDark}">Zobraziť ponuku</text>`,
  );
}

/** 800 × 500 blog illustration: one or two devices on a tinted stage. */
export function blogSvg(kinds: readonly DrawingKind[], p: Palette): string {
  const [first, second] = kinds;
  const devices = second
    ? place(device(first ?? second, p), 260, 260, 0.5) + place(device(second, p), 560, 270, 0.5)
    : place(device(first ?? 'bullet', p), 400, 260, 0.58);
  return svg(
    800,
    500,
    p,
    `<rect width="800" height="500" fill="${p.tint}"/>
<circle cx="90" cy="420" r="180" fill="${p.accent}" opacity="0.12"/>
<circle cx="720" cy="70" r="140" fill="${p.accent}" opacity="0.1"/>
<rect x="0" y="470" width="800" height="30" fill="${p.accent}"/>
${devices}`,
  );
}

/** 400 × 160 wordmark for the brand list. */
export function logoSvg(vendor: string, p: Palette): string {
  const size = vendor.length > 12 ? 34 : 44;
  return svg(
    400,
    160,
    p,
    `<rect width="400" height="160" fill="#fff"/>
<text x="200" y="${88 + size / 3}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" letter-spacing="1" fill="#2b3036">${escapeXml(vendor)}</text>
<rect x="170" y="128" width="60" height="5" rx="2.5" fill="${p.accent}"/>`,
  );
}
