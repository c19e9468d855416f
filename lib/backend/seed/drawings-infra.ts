import 'server-only';
import type { DrawingKind } from './catalogue-types';
import { STROKE, dots, grid, shadow, slots, type Palette } from './svg-kit';

type Draw = (p: Palette) => string;

/** A cable spool seen from the side: back flange, windings, front flange. */
function spool(cable: string): string {
  let windings = '';
  for (let i = 0; i < 9; i++)
    windings += `<path d="M${300 + i * 24} 245 Q${290 + i * 24} 385 ${300 + i * 24} 525" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
  return `${shadow(400, 640, 280)}
<ellipse cx="270" cy="385" rx="90" ry="220" fill="#c9ced6" ${STROKE}/>
<rect x="270" y="240" width="260" height="290" fill="${cable}"/>
${windings}
<ellipse cx="530" cy="385" rx="90" ry="220" fill="url(#metal)" ${STROKE}/>
<ellipse cx="530" cy="385" rx="26" ry="62" fill="#8d96a0"/>
<path d="M600 470 C660 520 660 600 600 640" fill="none" stroke="${cable}" stroke-width="18" stroke-linecap="round"/>`;
}

/** RJ45 plug at (x, y) pointing right. */
function plug(x: number, y: number, boot: string): string {
  return `<rect x="${x - 70}" y="${y - 26}" width="70" height="52" rx="12" fill="${boot}"/>
<rect x="${x}" y="${y - 30}" width="80" height="60" rx="6" fill="#e8eef5" opacity="0.95" ${STROKE}/>
${grid(x + 14, y - 24, 4, 1, 8, 16, 8, '#d8b65c')}`;
}

/** Fire detection, cabling and network devices (same 800 × 800 box as the security drawings). */
export const infraDrawings: Partial<Record<DrawingKind, Draw>> = {
  'fire-panel': (p) => `${shadow(400, 640, 240)}
<rect x="190" y="160" width="420" height="460" rx="18" fill="url(#body)" ${STROKE}/>
<rect x="190" y="160" width="420" height="70" rx="18" fill="${p.accent}"/>
<rect x="230" y="260" width="220" height="110" rx="8" fill="#1e2b36"/>
<rect x="250" y="290" width="140" height="12" rx="6" fill="${p.accentLight}"/>
<rect x="250" y="320" width="100" height="12" rx="6" fill="#5b7c99"/>
${dots(500, 275, 2, 5, 34, 9, '#e0a100')}
${dots(500, 275, 1, 2, 34, 9, '#d93025')}
${grid(230, 410, 4, 2, 70, 40, 14, '#eef1f4', STROKE)}
<rect x="560" y="440" width="18" height="90" rx="9" fill="#8d96a0"/>`,
  smoke: (p) => `${shadow(400, 580, 250)}
<ellipse cx="400" cy="300" rx="240" ry="60" fill="url(#metal)" ${STROKE}/>
<path d="M210 310 L240 470 Q400 530 560 470 L590 310 Q400 370 210 310 Z" fill="url(#body)" ${STROKE}/>
${grid(262, 390, 9, 1, 14, 60, 17, '#aeb6bf')}
<ellipse cx="400" cy="490" rx="120" ry="30" fill="#f6f7f9" ${STROKE}/>
<circle cx="400" cy="490" r="10" fill="${p.accent}"/>`,
  heat: (p) => `${shadow(400, 600, 250)}
<ellipse cx="400" cy="300" rx="240" ry="60" fill="url(#metal)" ${STROKE}/>
<path d="M210 310 L250 460 Q400 510 550 460 L590 310 Q400 370 210 310 Z" fill="url(#body)" ${STROKE}/>
<path d="M360 480 L360 560 M385 485 L385 570 M415 485 L415 570 M440 480 L440 560" stroke="#9aa4af" stroke-width="6" stroke-linecap="round"/>
<circle cx="400" cy="548" r="14" fill="#2b3036"/>
<circle cx="470" cy="430" r="10" fill="${p.accent}"/>`,
  'call-point': (p) => `${shadow(400, 620, 200)}
<rect x="220" y="170" width="360" height="430" rx="26" fill="${p.accent}"/>
<rect x="265" y="220" width="270" height="270" rx="12" fill="#fff"/>
<path d="M400 265 C450 320 470 360 440 420 C430 395 415 385 405 380 C410 410 390 440 370 440 C340 420 340 380 360 350 C365 370 375 380 385 380 C370 340 380 300 400 265 Z" fill="${p.accentDark}"/>
<rect x="300" y="520" width="200" height="44" rx="10" fill="#fff" opacity="0.85"/>`,
  beacon: (p) => `${shadow(400, 600, 200)}
<rect x="250" y="430" width="300" height="130" rx="24" fill="url(#body)" ${STROKE}/>
<path d="M270 440 Q270 230 400 230 Q530 230 530 440 Z" fill="${p.accent}" opacity="0.88"/>
<path d="M305 420 Q300 290 380 262" fill="none" stroke="#fff" stroke-width="12" opacity="0.45" stroke-linecap="round"/>
<rect x="370" y="300" width="60" height="130" rx="20" fill="#fff" opacity="0.55"/>
${slots(300, 480, 3, 200, 22)}`,
  cable: (p) => spool(p.accent),
  fiber: () => spool('#e8b923'),
  rack: (p) => `${shadow(400, 670, 220)}
<rect x="240" y="110" width="320" height="540" rx="12" fill="url(#dark)"/>
<rect x="265" y="140" width="250" height="480" rx="6" fill="#59636e" opacity="0.55"/>
${grid(280, 170, 1, 5, 220, 36, 30, '#2b3036')}
${dots(300, 188, 1, 5, 66, 5, p.accentLight)}
${dots(330, 188, 1, 5, 66, 5, '#4cc38a')}
<rect x="528" y="320" width="14" height="110" rx="7" fill="#c3cad3"/>
<rect x="240" y="110" width="320" height="16" fill="${p.accent}"/>`,
  'patch-panel': (p) => `${shadow(400, 480, 320)}
<rect x="100" y="330" width="600" height="120" rx="8" fill="url(#dark)"/>
<circle cx="125" cy="390" r="9" fill="#8d96a0"/><circle cx="675" cy="390" r="9" fill="#8d96a0"/>
${grid(160, 358, 12, 1, 28, 26, 10, '#eef1f4')}
${grid(160, 398, 12, 1, 28, 26, 10, '#eef1f4')}
${grid(167, 366, 12, 1, 14, 12, 24, '#1b1f24')}
${grid(167, 406, 12, 1, 14, 12, 24, '#1b1f24')}
<rect x="620" y="350" width="50" height="80" rx="6" fill="${p.accent}"/>`,
  keystone: (p) => `${shadow(400, 600, 170)}
<rect x="300" y="200" width="200" height="360" rx="18" fill="url(#body)" ${STROKE}/>
<rect x="300" y="200" width="200" height="60" rx="18" fill="${p.accent}"/>
<rect x="335" y="310" width="130" height="110" rx="10" fill="#1b1f24"/>
${grid(350, 330, 8, 1, 6, 30, 7, '#d8b65c')}
${dots(340, 480, 4, 2, 40, 8, '#9aa4af')}`,
  'patch-cord': (p) => `${shadow(400, 640, 280)}
<path d="M230 260 C520 260 250 540 560 540" fill="none" stroke="${p.accent}" stroke-width="24" stroke-linecap="round"/>
${plug(230, 260, p.accentDark)}
${plug(560, 540, p.accentDark)}`,
  'access-point': (p) => `${shadow(400, 520, 280)}
<path d="M140 400 L140 440 Q400 540 660 440 L660 400 Z" fill="#d5dae1"/>
<ellipse cx="400" cy="400" rx="260" ry="100" fill="url(#body)" ${STROKE}/>
<ellipse cx="400" cy="400" rx="70" ry="27" fill="none" stroke="${p.accent}" stroke-width="10"/>
<ellipse cx="400" cy="400" rx="82" ry="33" fill="none" stroke="${p.accentLight}" stroke-width="4" opacity="0.6"/>`,
  ups: (p) => `${shadow(400, 640, 180)}
<rect x="270" y="130" width="260" height="490" rx="24" fill="url(#dark)"/>
<rect x="295" y="170" width="210" height="120" rx="10" fill="#1e2b36"/>
<rect x="315" y="200" width="120" height="14" rx="7" fill="${p.accentLight}"/>
<rect x="315" y="235" width="80" height="14" rx="7" fill="#5b7c99"/>
${dots(330, 330, 3, 1, 70, 16, '#59636e')}
<rect x="300" y="380" width="200" height="10" rx="5" fill="${p.accent}"/>
${slots(310, 430, 7, 180, 22)}`,
};
