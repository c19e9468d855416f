import 'server-only';

/** Colours of one product line used by the drawings. */
export interface Palette {
  accent: string;
  accentLight: string;
  accentDark: string;
  tint: string;
}

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount) + target * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export function palette(accent: string, tint: string): Palette {
  return { accent, accentLight: mix(accent, 255, 0.45), accentDark: mix(accent, 0, 0.3), tint };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Shared gradients; ids are referenced by the drawings (url(#body) …). */
export function defs(p: Palette): string {
  return `<defs>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dde2e8"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f6"/><stop offset="1" stop-color="#c3cad3"/></linearGradient>
<linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3c434b"/><stop offset="1" stop-color="#22272d"/></linearGradient>
<linearGradient id="acc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accentLight}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<radialGradient id="glass" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#7fa3c4"/><stop offset="0.45" stop-color="#24384d"/><stop offset="1" stop-color="#0b1016"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

export const STROKE = 'stroke="#9aa4af" stroke-width="3"';

export const shadow = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 8)}" fill="url(#shadow)"/>`;

/** A camera lens: bezel, glass and a highlight. */
export function lens(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1f24"/>
<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.72)}" fill="url(#glass)"/>
<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.3)}" fill="#0a0d11"/>
<ellipse cx="${cx - r * 0.28}" cy="${cy - r * 0.3}" rx="${r * 0.16}" ry="${r * 0.1}" fill="#fff" opacity="0.55"/>`;
}

/** n × m grid of rounded rectangles. */
export function grid(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string, extra = ''): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="${Math.min(w, h) / 5}" fill="${fill}" ${extra}/>`;
    }
  }
  return out;
}

/** Small round holes (speaker grilles, vents). */
export function dots(x: number, y: number, cols: number, rows: number, step: number, r: number, fill: string): string {
  let out = '';
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) out += `<circle cx="${x + i * step}" cy="${y + j * step}" r="${r}" fill="${fill}"/>`;
  return out;
}

/** Horizontal vent slots. */
export function slots(x: number, y: number, count: number, w: number, step: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += `<rect x="${x}" y="${y + i * step}" width="${w}" height="6" rx="3" fill="#8d96a0" opacity="0.6"/>`;
  return out;
}
