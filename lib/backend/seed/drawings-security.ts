import 'server-only';
import type { DrawingKind } from './catalogue-types';
import { STROKE, dots, grid, lens, shadow, slots, type Palette } from './svg-kit';

type Draw = (p: Palette) => string;

/** Cameras, recorders, alarm and door-entry devices, drawn in an 800 × 800 box (device within ~150-650). */
export const securityDrawings: Partial<Record<DrawingKind, Draw>> = {
  bullet: (p) => `${shadow(420, 610, 260)}
<rect x="160" y="340" width="70" height="210" rx="16" fill="url(#metal)" ${STROKE}/>
<path d="M226 450 L330 450 L360 410 L360 392 L318 392 L290 428 L226 428 Z" fill="url(#metal)" ${STROKE}/>
<rect x="300" y="285" width="320" height="135" rx="44" fill="url(#body)" ${STROKE}/>
<path d="M285 282 Q290 248 330 248 L645 248 Q672 248 676 276 L680 296 L285 296 Z" fill="url(#body)" ${STROKE}/>
<rect x="335" y="372" width="210" height="12" rx="6" fill="${p.accent}"/>
<ellipse cx="630" cy="352" rx="44" ry="70" fill="#22272d"/>
<ellipse cx="634" cy="352" rx="30" ry="48" fill="url(#glass)"/>
<ellipse cx="626" cy="336" rx="7" ry="10" fill="#fff" opacity="0.5"/>`,
  dome: (p) => `${shadow(400, 560, 260)}
<rect x="170" y="430" width="460" height="60" rx="14" fill="url(#metal)" ${STROKE}/>
<ellipse cx="400" cy="430" rx="230" ry="34" fill="url(#body)" ${STROKE}/>
<path d="M215 430 A185 175 0 0 1 585 430 Z" fill="#2c3641" opacity="0.92"/>
<path d="M250 420 A150 140 0 0 1 400 285" fill="none" stroke="#fff" stroke-width="10" opacity="0.25" stroke-linecap="round"/>
${lens(400, 365, 58)}
<rect x="300" y="470" width="200" height="10" rx="5" fill="${p.accent}"/>`,
  turret: (p) => `${shadow(400, 590, 230)}
<rect x="210" y="470" width="380" height="70" rx="22" fill="url(#metal)" ${STROKE}/>
<ellipse cx="400" cy="470" rx="190" ry="34" fill="url(#body)" ${STROKE}/>
<circle cx="400" cy="365" r="150" fill="url(#body)" ${STROKE}/>
<circle cx="400" cy="385" r="86" fill="none" stroke="${p.accent}" stroke-width="10"/>
<circle cx="400" cy="385" r="78" fill="#1f242a"/>
${lens(400, 385, 52)}
${dots(338, 330, 2, 1, 124, 7, '#5b2a2a')}`,
  ptz: (p) => `${shadow(400, 640, 220)}
<rect x="360" y="120" width="80" height="90" rx="12" fill="url(#metal)" ${STROKE}/>
<rect x="255" y="200" width="290" height="120" rx="58" fill="url(#body)" ${STROKE}/>
<rect x="300" y="300" width="200" height="10" rx="5" fill="${p.accent}"/>
<circle cx="400" cy="440" r="150" fill="url(#body)" ${STROKE}/>
<path d="M250 440 A150 150 0 0 0 550 440 Z" fill="#2c3641" opacity="0.9"/>
<rect x="330" y="380" width="140" height="110" rx="50" fill="#1f242a"/>
${lens(400, 435, 44)}`,
  recorder: (p) => `${shadow(400, 500, 300)}
<path d="M170 330 L630 330 L600 290 L200 290 Z" fill="#f3f5f8" ${STROKE}/>
<rect x="170" y="330" width="460" height="140" rx="10" fill="url(#body)" ${STROKE}/>
<rect x="195" y="360" width="230" height="80" rx="8" fill="url(#dark)"/>
${dots(225, 400, 4, 1, 30, 6, p.accentLight)}
<circle cx="345" cy="400" r="6" fill="#4cc38a"/>
<rect x="450" y="375" width="40" height="16" rx="4" fill="#2b3036"/>
${slots(520, 362, 6, 90, 13)}
<rect x="170" y="452" width="460" height="8" fill="${p.accent}"/>`,
  hdd: (p) => `${shadow(400, 640, 200)}
<rect x="230" y="170" width="340" height="450" rx="22" fill="url(#metal)" ${STROKE}/>
<circle cx="400" cy="290" r="95" fill="none" stroke="#aab2bc" stroke-width="4"/>
<circle cx="400" cy="290" r="28" fill="#c3cad3" ${STROKE}/>
<rect x="262" y="400" width="276" height="185" rx="10" fill="#fff" ${STROKE}/>
<rect x="262" y="400" width="276" height="44" rx="10" fill="${p.accent}"/>
${grid(290, 465, 1, 4, 200, 12, 16, '#c9d0d8')}
${dots(252, 192, 2, 1, 296, 8, '#9aa4af')}
${dots(252, 598, 2, 1, 296, 8, '#9aa4af')}`,
  switch: (p) => `${shadow(400, 480, 300)}
<path d="M140 330 L660 330 L630 295 L170 295 Z" fill="#f3f5f8" ${STROKE}/>
<rect x="140" y="330" width="520" height="120" rx="12" fill="url(#body)" ${STROKE}/>
<rect x="162" y="355" width="48" height="48" rx="8" fill="${p.accent}"/>
${grid(232, 352, 8, 2, 34, 28, 8, '#2b3036')}
${dots(249, 345, 8, 1, 42, 3, '#4cc38a')}
<rect x="580" y="360" width="56" height="24" rx="4" fill="#2b3036"/>
<rect x="580" y="396" width="56" height="24" rx="4" fill="#2b3036"/>`,
  bracket: (p) => `${shadow(400, 560, 230)}
<rect x="220" y="300" width="360" height="190" fill="url(#body)"/>
<ellipse cx="400" cy="490" rx="180" ry="48" fill="#dfe3e8" ${STROKE}/>
<path d="M220 300 L220 490 M580 300 L580 490" ${STROKE}/>
<ellipse cx="400" cy="300" rx="180" ry="48" fill="#fafbfc" ${STROKE}/>
${dots(330, 300, 3, 1, 70, 9, '#aab2bc')}
<rect x="580" y="380" width="60" height="40" rx="8" fill="url(#dark)"/>
<rect x="300" y="430" width="200" height="10" rx="5" fill="${p.accent}"/>`,
  'alarm-panel': (p) => `${shadow(400, 640, 220)}
<rect x="220" y="160" width="360" height="460" rx="18" fill="url(#metal)" ${STROKE}/>
<rect x="238" y="178" width="324" height="424" rx="12" fill="none" stroke="#b5bdc6" stroke-width="2"/>
<rect x="260" y="212" width="170" height="44" rx="6" fill="${p.accent}"/>
<circle cx="530" cy="234" r="14" fill="#2b3036"/>
<circle cx="530" cy="234" r="5" fill="#c3cad3"/>
${slots(270, 500, 6, 260, 16)}
<circle cx="270" cy="300" r="8" fill="#4cc38a"/>
<circle cx="300" cy="300" r="8" fill="${p.accentLight}"/>`,
  keypad: (p) => `${shadow(400, 630, 190)}
<rect x="250" y="140" width="300" height="470" rx="38" fill="url(#body)" ${STROKE}/>
<rect x="283" y="180" width="234" height="100" rx="10" fill="#1e2b36"/>
<rect x="303" y="205" width="150" height="12" rx="6" fill="${p.accentLight}"/>
<rect x="303" y="235" width="100" height="12" rx="6" fill="#5b7c99"/>
${grid(290, 308, 3, 4, 60, 44, 20, '#eef1f4', STROKE)}
${grid(290, 560, 3, 1, 60, 22, 20, p.accent)}`,
  pir: (p) => `${shadow(400, 620, 170)}
<rect x="280" y="160" width="240" height="430" rx="64" fill="url(#body)" ${STROKE}/>
<path d="M300 250 Q400 170 500 250 L500 330 Q400 380 300 330 Z" fill="#e4e9ef" ${STROKE}/>
<path d="M333 230 L333 350 M366 210 L366 362 M400 204 L400 366 M434 210 L434 362 M467 230 L467 350" stroke="#c7ced6" stroke-width="3"/>
<circle cx="400" cy="420" r="10" fill="${p.accent}"/>
<rect x="340" y="500" width="120" height="12" rx="6" fill="${p.accentLight}"/>`,
  contact: (p) => `${shadow(400, 470, 260)}
<rect x="180" y="330" width="260" height="100" rx="18" fill="url(#body)" ${STROKE}/>
<rect x="470" y="342" width="140" height="76" rx="16" fill="url(#body)" ${STROKE}/>
${dots(215, 380, 2, 1, 190, 9, '#aab2bc')}
<rect x="250" y="370" width="120" height="12" rx="6" fill="${p.accent}"/>
<path d="M180 400 C120 420 130 520 210 540" fill="none" stroke="#f0f2f5" stroke-width="14" stroke-linecap="round"/>
<path d="M180 400 C120 420 130 520 210 540" fill="none" stroke="#9aa4af" stroke-width="3" stroke-dasharray="2 10"/>`,
  siren: (p) => `${shadow(400, 640, 200)}
<rect x="230" y="180" width="340" height="430" rx="64" fill="url(#body)" ${STROKE}/>
<path d="M262 300 Q262 205 400 205 Q538 205 538 300 Z" fill="${p.accent}" opacity="0.9"/>
<path d="M290 280 Q300 230 380 222" fill="none" stroke="#fff" stroke-width="10" opacity="0.45" stroke-linecap="round"/>
${slots(290, 380, 8, 220, 22)}
<rect x="330" y="320" width="140" height="14" rx="7" fill="${p.accentDark}"/>`,
  battery: (p) => `${shadow(400, 580, 240)}
<rect x="250" y="215" width="56" height="36" rx="6" fill="${p.accent}"/>
<rect x="494" y="215" width="56" height="36" rx="6" fill="#5a636d"/>
<rect x="190" y="245" width="420" height="48" rx="10" fill="#3b4148"/>
<rect x="200" y="285" width="400" height="275" rx="16" fill="url(#dark)"/>
<rect x="200" y="360" width="400" height="120" fill="${p.accent}"/>
<text x="400" y="442" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#fff">12V</text>`,
  remote: (p) => `${shadow(400, 620, 140)}
<circle cx="400" cy="185" r="34" fill="none" stroke="#9aa4af" stroke-width="10"/>
<rect x="300" y="200" width="200" height="400" rx="100" fill="url(#dark)"/>
<circle cx="400" cy="320" r="38" fill="${p.accent}"/>
<circle cx="400" cy="420" r="30" fill="#59636e"/>
<circle cx="400" cy="500" r="30" fill="#59636e"/>
<circle cx="400" cy="250" r="7" fill="#4cc38a"/>`,
  glassbreak: (p) => `${shadow(400, 600, 200)}
<circle cx="400" cy="380" r="190" fill="url(#body)" ${STROKE}/>
<circle cx="400" cy="380" r="140" fill="none" stroke="#c3cad3" stroke-width="4"/>
${dots(330, 310, 5, 5, 35, 7, '#8d96a0')}
<circle cx="400" cy="500" r="9" fill="${p.accent}"/>`,
  communicator: (p) => `${shadow(400, 580, 240)}
<path d="M560 300 L560 170 Q560 150 580 150 Q600 150 600 170 L600 300" fill="url(#dark)"/>
<rect x="190" y="290" width="420" height="260" rx="14" fill="#2f5e4e" ${STROKE}/>
<rect x="240" y="340" width="120" height="90" rx="6" fill="#1b1f24"/>
<rect x="400" y="340" width="160" height="60" rx="6" fill="${p.accent}"/>
${grid(230, 480, 8, 1, 34, 34, 8, '#c3cad3')}
${dots(420, 430, 5, 1, 28, 6, '#e3c266')}`,
  'door-panel': (p) => `${shadow(400, 660, 170)}
<rect x="280" y="110" width="240" height="530" rx="28" fill="url(#metal)" ${STROKE}/>
<rect x="310" y="150" width="180" height="120" rx="18" fill="#1f242a"/>
${lens(400, 210, 34)}
${dots(350, 320, 6, 4, 20, 4, '#6d7680')}
<rect x="330" y="450" width="140" height="72" rx="16" fill="${p.accent}"/>
<path d="M384 505 Q384 470 400 470 Q416 470 416 505 Z M392 510 L408 510" fill="#fff" stroke="#fff" stroke-width="4"/>
<rect x="320" y="560" width="160" height="34" rx="6" fill="#fff" ${STROKE}/>`,
  monitor: (p) => `${shadow(400, 580, 280)}
<rect x="140" y="190" width="520" height="350" rx="26" fill="url(#body)" ${STROKE}/>
<rect x="172" y="222" width="380" height="286" rx="8" fill="#1e2b36"/>
<circle cx="362" cy="330" r="44" fill="#5b7c99"/>
<path d="M282 508 Q282 400 362 400 Q442 400 442 508 Z" fill="#5b7c99"/>
<circle cx="606" cy="290" r="18" fill="${p.accent}"/>
<circle cx="606" cy="365" r="18" fill="#c3cad3"/>
<circle cx="606" cy="440" r="18" fill="#c3cad3"/>`,
  reader: (p) => `${shadow(400, 630, 150)}
<rect x="300" y="150" width="200" height="460" rx="30" fill="url(#dark)"/>
<path d="M370 240 Q400 215 430 240 M355 222 Q400 185 445 222 M340 204 Q400 155 460 204" fill="none" stroke="${p.accentLight}" stroke-width="8" stroke-linecap="round"/>
<circle cx="400" cy="262" r="9" fill="${p.accentLight}"/>
${grid(330, 330, 3, 4, 38, 34, 12, '#59636e')}
<rect x="330" y="560" width="140" height="10" rx="5" fill="${p.accent}"/>`,
  card: (p) => `${shadow(400, 600, 250)}
<rect x="210" y="250" width="360" height="230" rx="24" fill="${p.accent}" transform="rotate(-9 390 365)"/>
<rect x="240" y="300" width="360" height="230" rx="24" fill="url(#body)" ${STROKE}/>
<rect x="280" y="360" width="70" height="54" rx="8" fill="#d8b65c"/>
<path d="M520 350 Q540 380 520 410 M540 335 Q570 380 540 425" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>
<rect x="280" y="460" width="200" height="12" rx="6" fill="#c9d0d8"/>`,
  lock: () => `${shadow(400, 660, 140)}
<rect x="345" y="200" width="110" height="360" rx="10" fill="#c3cad3" ${STROKE}/>
<rect x="330" y="130" width="140" height="500" rx="14" fill="url(#metal)" ${STROKE}/>
<rect x="362" y="320" width="76" height="130" rx="8" fill="#1f242a"/>
${dots(400, 170, 1, 2, 420, 10, '#8d96a0')}
<path d="M380 630 C380 690 330 690 300 700" fill="none" stroke="#c62828" stroke-width="8"/>
<path d="M420 630 C420 700 470 700 500 705" fill="none" stroke="#2b3036" stroke-width="8"/>`,
  psu: (p) => `${shadow(400, 620, 190)}
<rect x="250" y="180" width="300" height="410" rx="16" fill="url(#body)" ${STROKE}/>
${grid(272, 200, 5, 1, 40, 40, 12, '#eef1f4', STROKE)}
${grid(272, 530, 5, 1, 40, 40, 12, '#eef1f4', STROKE)}
<rect x="280" y="280" width="240" height="70" rx="8" fill="${p.accent}"/>
<circle cx="300" cy="390" r="9" fill="#4cc38a"/>
${slots(330, 380, 6, 180, 18)}`,
};
