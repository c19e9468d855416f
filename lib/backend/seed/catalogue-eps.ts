import 'server-only';
import type { LineDef } from './catalogue-types';

/** Elektrická požiarna signalizácia (EPS): fire detection and alarm. */
export const eps: LineDef = {
  slug: 'eps',
  name: 'Elektrická požiarna signalizácia',
  color: '#9a4700',
  bgColor: '#fdf0e2',
  description: [
    'Elektrická požiarna signalizácia (EPS) včas odhalí vznik požiaru, varuje osoby v budove a privolá pomoc.',
    'Ponúkame konvenčné a adresovateľné ústredne, automatické a tlačidlové hlásiče, sirény, majáky a príslušenstvo s certifikáciou podľa EN 54.',
    'Projektantom a montážnym firmám poskytujeme podklady, výpočty záložného napájania aj školenia.',
  ],
  children: [
    {
      slug: 'ustredne-eps',
      name: 'Ústredne EPS',
      description: [
        'Ústredne EPS vyhodnocujú signály z hlásičov, riadia poplachové zariadenia a ovládajú požiarne zariadenia budovy.',
        'Všetky ponúkané ústredne sú certifikované podľa EN 54-2 a EN 54-4.',
      ],
      children: [
        {
          slug: 'adresovatelne-ustredne',
          name: 'Adresovateľné ústredne',
          description: [
            'Adresovateľné ústredne presne určia miesto vzniku požiaru až na konkrétny hlásič.',
            'Sú vhodné pre stredné a veľké objekty, nemocnice, hotely a výrobné haly.',
          ],
          children: [
            {
              slug: 'jednosluckove-ustredne',
              name: 'Jednoslučkové ústredne',
              description: [
                'Ústredne s jednou slučkou pre až 250 adresovateľných prvkov.',
                'Kompaktné riešenie pre menšie administratívne budovy a prevádzky.',
              ],
              products: {
                kind: 'fire-panel',
                short: 'Adresovateľná ústredňa EPS, {l}, certifikácia EN 54-2/4.',
                about:
                  'Ústredňa s jednou adresovateľnou slučkou a prehľadným displejom zobrazuje presné miesto poplachu. Obsahuje zdroj so zálohou akumulátormi a výstupy pre sirény, zariadenie diaľkového prenosu a ovládanie požiarnych klapiek.',
                params: [
                  ['Systém', 'Počet slučiek', '{l}'],
                  ['Systém', 'Prvkov na slučku', '250'],
                  ['Napájanie', 'Záložné akumulátory', '2× 12 V / 7', 'Ah'],
                  ['Certifikácia', 'Normy', 'EN 54-2, EN 54-4'],
                ],
                families: [
                  {
                    vendor: 'Bosch',
                    code: 'FPA-1000-{c}',
                    name: 'Adresovateľná ústredňa EPS AVENAR 1000, {l}',
                    price: 1290,
                    variants: [{ c: 'UL', l: '1 slučka' }],
                  },
                  {
                    vendor: 'Honeywell',
                    code: 'IQ8C-{c}',
                    name: 'Adresovateľná ústredňa EPS ESSER IQ8Control C, {l}',
                    price: 1590,
                    variants: [{ c: '1L', l: '1 slučka' }],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-PFA-{c}',
                    name: 'Adresovateľná ústredňa EPS Hikvision, {l}',
                    price: 899,
                    variants: [{ c: '1L-C', l: '1 slučka' }],
                  },
                ],
              },
            },
            {
              slug: 'viacsluckove-ustredne',
              name: 'Viacslučkové ústredne',
              description: ['Modulárne ústredne s dvomi až ôsmimi slučkami a možnosťou sieťovania.', 'Pre rozsiahle areály, obchodné centrá a priemysel.'],
              products: {
                kind: 'fire-panel',
                short: 'Modulárna adresovateľná ústredňa EPS, {l}, sieťovanie ústrední.',
                about:
                  'Modulárna ústredňa rozšíriteľná o ďalšie slučky, vstupno-výstupné moduly a tablá. Viac ústrední sa prepojí do siete s centrálnym obslužným pracoviskom.',
                params: [
                  ['Systém', 'Počet slučiek', '{l}'],
                  ['Systém', 'Prvkov na slučku', '250'],
                  ['Systém', 'Sieťovanie', 'až 32 ústrední'],
                  ['Certifikácia', 'Normy', 'EN 54-2, EN 54-4'],
                ],
                families: [
                  {
                    vendor: 'Bosch',
                    code: 'FPA-5000-{c}',
                    name: 'Modulárna ústredňa EPS FPA-5000, {l}',
                    price: 1890,
                    variants: [
                      { c: 'MPC2', l: '2 slučky' },
                      { c: 'MPC4', l: '4 slučky', p: 590 },
                    ],
                  },
                  {
                    vendor: 'Honeywell',
                    code: 'IQ8C-{c}',
                    name: 'Ústredňa EPS ESSER IQ8Control M, {l}',
                    price: 1990,
                    variants: [
                      { c: '2L', l: '2 slučky' },
                      { c: '4L', l: '4 slučky', p: 640 },
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'konvencne-ustredne',
          name: 'Konvenčné ústredne',
          description: ['Konvenčné ústredne určia poplach podľa zóny a sú cenovo výhodné pre menšie objekty.', 'Jednoduchá inštalácia a obsluha.'],
          products: {
            kind: 'fire-panel',
            short: 'Konvenčná ústredňa EPS, {l}, certifikácia EN 54.',
            about:
              'Ústredňa pre menšie objekty, kde stačí lokalizácia poplachu podľa zóny. Každá zóna prijme až 32 hlásičov, výstupy riadia sirény a zariadenie diaľkového prenosu.',
            params: [
              ['Systém', 'Počet zón', '{l}'],
              ['Napájanie', 'Záložné akumulátory', '2× 12 V / 7', 'Ah'],
              ['Certifikácia', 'Normy', 'EN 54-2, EN 54-4'],
            ],
            families: [
              {
                vendor: 'Honeywell',
                code: 'FC{c}',
                name: 'Konvenčná ústredňa EPS Morley, {l}',
                price: 339,
                variants: [
                  { c: '-2', l: '2 zóny' },
                  { c: '-4', l: '4 zóny', p: 60 },
                  { c: '-8', l: '8 zón', p: 170 },
                ],
              },
              {
                vendor: 'Hikvision',
                code: 'DS-PFA-C{c}',
                name: 'Konvenčná ústredňa EPS Hikvision, {l}',
                price: 289,
                variants: [
                  { c: '4', l: '4 zóny' },
                  { c: '8', l: '8 zón', p: 120 },
                ],
              },
            ],
          },
        },
        {
          slug: 'obsluzne-tabla',
          name: 'Obslužné a signalizačné tablá',
          description: [
            'Vzdialené obslužné panely a tablá umožnia ovládať ústredňu z recepcie alebo vrátnice.',
            'Sú povinnou súčasťou niektorých projektov pre požiarnu jednotku.',
          ],
          products: {
            kind: 'fire-panel',
            short: 'Vzdialený obslužný panel EPS, {l}.',
            about:
              'Panel zrkadlí displej a ovládacie prvky ústredne na inom mieste budovy, typicky pri vstupe pre hasičský zbor alebo na recepcii. Pripája sa po zbernici a je napájaný z ústredne.',
            params: [
              ['Systém', 'Typ', '{l}'],
              ['Komunikácia', 'Zbernica', 'CAN / RS-485'],
              ['Certifikácia', 'Normy', 'EN 54-2'],
            ],
            families: [
              { vendor: 'Bosch', code: 'FMR-{c}', name: 'Vzdialený obslužný panel Bosch, {l}', price: 489, variants: [{ c: '5000-C', l: 's displejom' }] },
              {
                vendor: 'Honeywell',
                code: 'IQ8-{c}',
                name: 'Paralelné tablo ESSER IQ8, {l}',
                price: 399,
                variants: [
                  { c: 'TAB-S', l: 'signalizačné' },
                  { c: 'TAB-C', l: 'obslužné s displejom', p: 260 },
                ],
              },
              { vendor: 'Hikvision', code: 'DS-PFA-{c}', name: 'Opakovací panel Hikvision, {l}', price: 249, variants: [{ c: 'REP', l: 's displejom' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'hlasice-eps',
      name: 'Hlásiče požiaru',
      description: [
        'Automatické a tlačidlové hlásiče požiaru sú vstupnými prvkami systému EPS.',
        'Vyberte hlásič podľa typu priestoru, očakávaného druhu požiaru a použitej ústredne.',
      ],
      children: [
        {
          slug: 'automaticke-hlasice',
          name: 'Automatické hlásiče',
          description: [
            'Automatické hlásiče reagujú na dym, teplo alebo kombináciu viacerých veličín.',
            'Montujú sa do pätíc, ktoré umožnia rýchlu výmenu pri servise.',
          ],
          children: [
            {
              slug: 'dymove-hlasice',
              name: 'Optické dymové hlásiče',
              description: [
                'Optické dymové hlásiče sú najpoužívanejším typom pre kancelárie, chodby a ubytovacie priestory.',
                'Včas zachytia tlejúce požiare s tvorbou dymu.',
              ],
              products: {
                kind: 'smoke',
                short: 'Optický dymový hlásič, {l}, certifikácia EN 54-7.',
                about:
                  'Hlásič pracuje na princípe rozptylu svetla na časticiach dymu. Labyrint optickej komory je odolný proti prachu a hmyzu, LED indikuje stav poplachu na 360°.',
                params: [
                  ['Detekcia', 'Princíp', 'optický, rozptyl svetla'],
                  ['Systém', 'Typ', '{l}'],
                  ['Certifikácia', 'Normy', 'EN 54-7'],
                  ['Mechanické', 'Farba', 'biela'],
                ],
                families: [
                  {
                    vendor: 'Bosch',
                    code: 'FAP-{c}',
                    name: 'Optický dymový hlásič Bosch, {l}',
                    price: 42,
                    variants: [
                      { c: '425-O', l: 'adresovateľný' },
                      { c: 'DOT-O', l: 'konvenčný', p: -22 },
                    ],
                  },
                  {
                    vendor: 'Honeywell',
                    code: '80{c}',
                    name: 'Optický dymový hlásič ESSER IQ8Quad, {l}',
                    price: 56,
                    variants: [
                      { c: '2371', l: 'adresovateľný' },
                      { c: '2374', l: 'adresovateľný so sirénou', p: 38 },
                    ],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-PDS{c}',
                    name: 'Optický dymový hlásič Hikvision, {l}',
                    price: 17,
                    variants: [
                      { c: 'D-C', l: 'konvenčný' },
                      { c: 'D-A', l: 'adresovateľný', p: 12 },
                    ],
                  },
                  {
                    vendor: 'Ajax',
                    code: 'FP-{c}',
                    name: 'Bezdrôtový dymový hlásič Ajax FireProtect 2, {l}',
                    price: 64,
                    variants: [{ c: 'SB', l: 'bezdrôtový, výmenné batérie' }],
                  },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-1{c}ST',
                    name: 'Kombinovaný hlásič dymu a teploty JA-1{c}ST, {l}',
                    price: 49,
                    variants: [
                      { c: '11', l: 'zbernicový' },
                      { c: '51', l: 'bezdrôtový', p: 9 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'teplotne-hlasice',
              name: 'Teplotné hlásiče',
              description: [
                'Teplotné hlásiče sú vhodné do kuchýň, kotolní a garáží, kde by dymový hlásič spôsoboval plané poplachy.',
                'Reagujú na prekročenie teploty alebo jej rýchly nárast.',
              ],
              products: {
                kind: 'heat',
                short: 'Teplotný hlásič {l}, certifikácia EN 54-5.',
                about:
                  'Hlásič vyhodnocuje absolútnu teplotu aj rýchlosť jej nárastu. Je určený do priestorov s výskytom pary, dymu z varenia alebo výfukových plynov.',
                params: [
                  ['Detekcia', 'Princíp', '{l}'],
                  ['Detekcia', 'Trieda', 'A1R'],
                  ['Certifikácia', 'Normy', 'EN 54-5'],
                ],
                families: [
                  {
                    vendor: 'Bosch',
                    code: 'FAH-{c}',
                    name: 'Teplotný hlásič Bosch, {l}',
                    price: 39,
                    variants: [
                      { c: '425-T-R', l: 'diferenciálny, adresovateľný' },
                      { c: 'T420', l: 'maximálny, konvenčný', p: -17 },
                    ],
                  },
                  {
                    vendor: 'Honeywell',
                    code: '80{c}',
                    name: 'Teplotný hlásič ESSER IQ8Quad, {l}',
                    price: 52,
                    variants: [{ c: '2271', l: 'diferenciálny, adresovateľný' }],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-PDH{c}',
                    name: 'Teplotný hlásič Hikvision, {l}',
                    price: 16,
                    variants: [{ c: 'T-C', l: 'diferenciálny, konvenčný' }],
                  },
                ],
              },
            },
            {
              slug: 'multisenzorove-hlasice',
              name: 'Multisenzorové hlásiče',
              description: [
                'Multisenzorové hlásiče kombinujú optický, teplotný a chemický senzor.',
                'Spoľahlivo rozlíšia požiar od klamlivých javov ako para alebo prach.',
              ],
              products: {
                kind: 'smoke',
                short: 'Multisenzorový hlásič požiaru, {l}.',
                about:
                  'Kombinácia niekoľkých senzorov a inteligentného algoritmu umožňuje zachytiť všetky typy požiarov a zároveň odolávať klamlivým javom. Citlivosť sa dá prispôsobiť využitiu miestnosti.',
                params: [
                  ['Detekcia', 'Princíp', '{l}'],
                  ['Certifikácia', 'Normy', 'EN 54-5, EN 54-7'],
                ],
                families: [
                  {
                    vendor: 'Bosch',
                    code: 'FAP-{c}',
                    name: 'Multisenzorový hlásič Bosch, {l}',
                    price: 69,
                    variants: [
                      { c: '425-OT', l: 'opticko-teplotný' },
                      { c: '425-OTC', l: 'opticko-teplotný a CO', p: 48 },
                    ],
                  },
                  {
                    vendor: 'Honeywell',
                    code: '80{c}',
                    name: 'Multisenzorový hlásič ESSER IQ8Quad, {l}',
                    price: 74,
                    variants: [{ c: '2471', l: 'opticko-teplotný' }],
                  },
                ],
              },
            },
            {
              slug: 'plamenne-hlasice',
              name: 'Plameňové hlásiče',
              description: [
                'Plameňové hlásiče reagujú na infračervené alebo ultrafialové žiarenie plameňa.',
                'Chránia sklady horľavých kvapalín, výrobné haly a priestory s rýchlym rozvojom požiaru.',
              ],
              products: {
                kind: 'heat',
                short: 'Plameňový hlásič {l}, dosah až 25 m, EN 54-10.',
                about:
                  'Hlásič vyhodnocuje charakteristické blikanie plameňa v infračervenom spektre, takže nereaguje na slnečné svetlo ani osvetlenie. Zachytí požiar horľavých kvapalín skôr, než vytvorí dym.',
                params: [
                  ['Detekcia', 'Princíp', '{l}'],
                  ['Detekcia', 'Dosah', '25', 'm'],
                  ['Prostredie', 'Krytie', 'IP66'],
                  ['Certifikácia', 'Normy', 'EN 54-10'],
                ],
                families: [
                  { vendor: 'Bosch', code: 'FLM-{c}', name: 'Plameňový hlásič Bosch, {l}', price: 689, variants: [{ c: 'IR3-FL', l: 'trojpásmový IR' }] },
                  {
                    vendor: 'Honeywell',
                    code: '7613{c}',
                    name: 'Plameňový hlásič ESSER, {l}',
                    price: 749,
                    variants: [
                      { c: '32', l: 'IR, adresovateľný' },
                      { c: '33', l: 'UV/IR, adresovateľný', p: 210 },
                    ],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-PDF{c}',
                    name: 'Plameňový hlásič Hikvision, {l}',
                    price: 389,
                    variants: [{ c: 'IR-C', l: 'IR, konvenčný' }],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'tlacidlove-hlasice',
          name: 'Tlačidlové hlásiče',
          description: ['Tlačidlové hlásiče umožňujú osobám v budove ručne vyhlásiť požiarny poplach.', 'Inštalujú sa pri východoch a na únikových cestách.'],
          products: {
            kind: 'call-point',
            short: 'Tlačidlový hlásič požiaru, {l}, certifikácia EN 54-11.',
            about:
              'Hlásič sa aktivuje stlačením pružného okienka, ktoré sa po použití vráti do pôvodného stavu testovacím kľúčom. Výrazná červená farba a symbol zaručujú rýchle nájdenie.',
            params: [
              ['Systém', 'Typ', '{l}'],
              ['Mechanické', 'Farba', 'červená'],
              ['Certifikácia', 'Normy', 'EN 54-11'],
            ],
            families: [
              {
                vendor: 'Bosch',
                code: 'FMC-{c}',
                name: 'Tlačidlový hlásič Bosch, {l}',
                price: 45,
                variants: [
                  { c: '420RW-GSRRD', l: 'adresovateľný' },
                  { c: '210-DM-G-R', l: 'konvenčný', p: -19 },
                ],
              },
              {
                vendor: 'Honeywell',
                code: '8040{c}',
                name: 'Tlačidlový hlásič ESSER IQ8MCP, {l}',
                price: 54,
                variants: [
                  { c: '00', l: 'adresovateľný, vnútorný' },
                  { c: '10', l: 'adresovateľný, vonkajší IP67', p: 22 },
                ],
              },
              { vendor: 'Hikvision', code: 'DS-PD{c}', name: 'Tlačidlový hlásič Hikvision, {l}', price: 18, variants: [{ c: 'M-C', l: 'konvenčný' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'signalizacia-eps',
      name: 'Sirény a majáky',
      description: [
        'Poplachové sirény a optické majáky varujú osoby v budove a usmerňujú evakuáciu.',
        'Ponúkame modely pre konvenčné aj adresovateľné systémy.',
      ],
      children: [
        {
          slug: 'sireny-eps',
          name: 'Požiarne sirény',
          description: ['Požiarne sirény podľa EN 54-3 s viacerými tónmi a nastaviteľnou hlasitosťou.', 'Adresovateľné modely sa napájajú priamo zo slučky.'],
          products: {
            kind: 'beacon',
            short: 'Požiarna siréna {l}, certifikácia EN 54-3.',
            about:
              'Siréna s nastaviteľnou hlasitosťou a výberom z viacerých tónov podľa národných zvyklostí. Červený kryt a nízky odber zjednodušia projekt aj výpočet záložného napájania.',
            params: [
              ['Signalizácia', 'Hlasitosť', '100', 'dB'],
              ['Systém', 'Typ', '{l}'],
              ['Certifikácia', 'Normy', 'EN 54-3'],
            ],
            families: [
              {
                vendor: 'Bosch',
                code: 'FNM-{c}',
                name: 'Požiarna siréna Bosch, {l}',
                price: 49,
                variants: [
                  { c: '420-A-RD', l: 'adresovateľná' },
                  { c: '320-SR', l: 'konvenčná', p: -21 },
                ],
              },
              { vendor: 'Honeywell', code: '8071{c}', name: 'Požiarna siréna ESSER IQ8Alarm, {l}', price: 62, variants: [{ c: '10', l: 'adresovateľná' }] },
            ],
          },
        },
        {
          slug: 'opticke-majaky',
          name: 'Optické majáky',
          description: [
            'Zábleskové majáky podľa EN 54-23 pre priestory s vysokým hlukom a pre osoby so sluchovým postihnutím.',
            'Kombinované sirény s majákom šetria kabeláž aj montáž.',
          ],
          products: {
            kind: 'beacon',
            short: 'Optický výstražný maják {l}, EN 54-23.',
            about: 'Maják s xenónovým alebo LED zábleskom s definovaným pokrytím priestoru podľa EN 54-23. Kombinované prevedenie obsahuje aj sirénu.',
            params: [
              ['Signalizácia', 'Farba záblesku', '{l}'],
              ['Signalizácia', 'Kategória pokrytia', 'W-2.4-7,5'],
              ['Certifikácia', 'Normy', 'EN 54-23'],
            ],
            families: [
              {
                vendor: 'Bosch',
                code: 'FNM-420-A-{c}',
                name: 'Maják so sirénou Bosch, {l}',
                price: 89,
                variants: [
                  { c: 'BS-RD', l: 'červený' },
                  { c: 'BS-WH', l: 'biely', p: 3 },
                ],
              },
              { vendor: 'Honeywell', code: '8073{c}', name: 'Optický maják ESSER IQ8Alarm Plus, {l}', price: 96, variants: [{ c: '20', l: 'červený' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'prislusenstvo-eps',
      name: 'Príslušenstvo EPS',
      description: [
        'Pätice, moduly, testovacie pomôcky a akumulátory pre montáž a servis systémov EPS.',
        'Pravidelné skúšky hlásičov sú povinné podľa platných predpisov.',
      ],
      products: {
        kind: 'smoke',
        short: 'Príslušenstvo pre systémy EPS: {l}.',
        about:
          'Originálne príslušenstvo výrobcu zaručuje kompatibilitu a zachovanie certifikácie systému. Testovacie pomôcky skrátia pravidelné kontroly hlásičov.',
        params: [
          ['Mechanické', 'Typ', '{l}'],
          ['Mechanické', 'Farba', 'biela'],
        ],
        families: [
          {
            vendor: 'Bosch',
            code: 'MS-{c}',
            name: 'Pätica hlásiča Bosch, {l}',
            price: 8,
            variants: [
              { c: '400', l: 'štandardná pätica' },
              { c: '400B', l: 'pätica so sirénou', p: 34 },
            ],
          },
          { vendor: 'Honeywell', code: '805{c}', name: 'Pätica hlásiča ESSER IQ8, {l}', price: 9, variants: [{ c: '590', l: 'štandardná pätica' }] },
          {
            vendor: 'Solo',
            code: 'SOLO{c}',
            name: 'Testovacia pomôcka Solo, {l}',
            price: 129,
            variants: [
              { c: '330', l: 'zberač hlásičov' },
              { c: '461', l: 'tester dymových hlásičov', p: 310 },
            ],
          },
        ],
      },
      children: [
        {
          slug: 'moduly-eps',
          name: 'Vstupno-výstupné moduly',
          description: ['Moduly na ovládanie požiarnych zariadení a prijímanie signálov z technológií budovy.', 'Montujú sa priamo na adresovateľnú slučku.'],
          products: {
            kind: 'communicator',
            short: 'Adresovateľný modul EPS, {l}.',
            about:
              'Modul rozširuje slučku o vstupy pre signály z technológií a výstupy na ovládanie požiarnych klapiek, vetrania, výťahov alebo dverí. Je napájaný priamo zo slučky.',
            params: [
              ['Systém', 'Konfigurácia', '{l}'],
              ['Systém', 'Napájanie', 'zo slučky'],
              ['Certifikácia', 'Normy', 'EN 54-17, EN 54-18'],
            ],
            families: [
              {
                vendor: 'Bosch',
                code: 'FLM-420-{c}',
                name: 'Modul slučky Bosch, {l}',
                price: 79,
                variants: [
                  { c: 'I2-E', l: '2 vstupy' },
                  { c: 'O1R-E', l: '1 reléový výstup', p: 6 },
                  { c: 'RLE-S', l: 'relé 230 V', p: 24 },
                ],
              },
              {
                vendor: 'Honeywell',
                code: '8083{c}',
                name: 'Vstupno-výstupný modul ESSER, {l}',
                price: 94,
                variants: [
                  { c: '40', l: '1 vstup, 1 výstup' },
                  { c: '50', l: '4 vstupy, 2 výstupy', p: 61 },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
};
