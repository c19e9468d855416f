import 'server-only';
import type { LineDef, Variant } from './catalogue-types';

/** White/black housing, as most wireless vendors sell them. */
const COLOURS: readonly Variant[] = [
  { c: 'WH', l: 'biela' },
  { c: 'BL', l: 'čierna', p: 2 },
];

/** Zabezpečovacie systémy (EZS): intrusion alarms. */
export const ezs: LineDef = {
  slug: 'ezs',
  name: 'Zabezpečovacie systémy',
  color: '#a4262c',
  bgColor: '#fcebea',
  description: [
    'Elektrické zabezpečovacie systémy (EZS) chránia byty, rodinné domy, kancelárie aj priemyselné objekty pred neoprávneným vniknutím.',
    'V ponuke nájdete drôtové, bezdrôtové aj hybridné ústredne, detektory, klávesnice, sirény a komunikátory od overených výrobcov.',
    'Všetky komponenty dodávame z centrálneho skladu a k systémom poskytujeme technickú podporu aj školenia pre montážne firmy.',
  ],
  children: [
    {
      slug: 'ustredne',
      name: 'Ústredne',
      description: [
        'Ústredňa je mozgom zabezpečovacieho systému: vyhodnocuje stav detektorov, riadi sirény a odosiela poplachové správy.',
        'Vyberte si podľa počtu zón, spôsobu komunikácie a požadovaného stupňa zabezpečenia podľa STN EN 50131.',
      ],
      children: [
        {
          slug: 'drotove-ustredne',
          name: 'Drôtové ústredne',
          description: [
            'Drôtové ústredne sú spoľahlivou voľbou pre novostavby a objekty, kde je možné viesť kabeláž.',
            'Ponúkajú najnižšie prevádzkové náklady a nezávislosť od batérií v detektoroch.',
          ],
          children: [
            {
              slug: 'do-16-zon',
              name: 'Ústredne do 16 zón',
              description: [
                'Kompaktné ústredne pre byty, menšie rodinné domy a prevádzky.',
                'Zóny na doske je možné rozšíriť zdvojením alebo expandérmi, väčšina modelov podporuje aj bezdrôtové prijímače.',
              ],
              products: {
                kind: 'alarm-panel',
                short: 'Drôtová ústredňa EZS pre menšie objekty, {l}, s podporou mobilnej aplikácie cez komunikačný modul.',
                about:
                  'Ústredňa je určená pre zabezpečenie bytov, rodinných domov a menších prevádzok. Programuje sa z klávesnice alebo softvérom cez PC, udalosti ukladá do pamäte s časovou značkou a pri poplachu ovláda sirénu aj výstupy.',
                params: [
                  ['Systém', 'Počet zón', '{l}'],
                  ['Systém', 'Stupeň zabezpečenia', 'Grade 2'],
                  ['Systém', 'Počet podsystémov', '2'],
                  ['Napájanie', 'Napájacie napätie', '16,5', 'V AC'],
                  ['Napájanie', 'Záložný akumulátor', '12 V / 7', 'Ah'],
                  ['Mechanické', 'Kryt', 'kovový s tamperom'],
                ],
                families: [
                  {
                    vendor: 'Paradox',
                    code: 'SP{c}',
                    name: 'Ústredňa EZS Spectra SP{c}, {l}',
                    price: 44,
                    variants: [
                      { c: '4000', l: '4/8 zón' },
                      { c: '5500', l: '5/10 zón', p: 9 },
                      { c: '6000', l: '8/16 zón', p: 21 },
                    ],
                  },
                  {
                    vendor: 'Satel',
                    code: 'CA-10-{c}',
                    name: 'Ústredňa EZS CA-10 {l}',
                    price: 79,
                    variants: [
                      { c: 'P', l: '8/16 zón, doska v kryte' },
                      { c: 'KLCD-S', l: '8/16 zón, sada s LCD klávesnicou', p: 46 },
                    ],
                  },
                  {
                    vendor: 'Honeywell',
                    code: 'C005-E1-K{c}',
                    name: 'Ústredňa Galaxy Flex {l}',
                    price: 118,
                    variants: [{ c: '01', l: '20, 8/20 zón' }],
                    params: [['Systém', 'Stupeň zabezpečenia', 'Grade 3']],
                  },
                  {
                    vendor: 'Pyronix',
                    code: 'PCX46-{c}',
                    name: 'Ústredňa EZS PCX 46 {l}',
                    price: 98,
                    variants: [{ c: 'APP', l: '6/46 zón, podpora aplikácie HomeControl+' }],
                  },
                ],
              },
            },
            {
              slug: 'nad-16-zon',
              name: 'Ústredne nad 16 zón',
              description: [
                'Výkonné ústredne pre väčšie objekty, administratívne budovy a sklady s desiatkami až stovkami zón.',
                'Podporujú zbernicové moduly, prístupové funkcie a integráciu s ďalšími systémami budovy.',
              ],
              products: {
                kind: 'alarm-panel',
                short: 'Modulárna ústredňa EZS pre rozsiahle objekty, {l}, so zbernicou pre klávesnice a expandéry.',
                about:
                  'Ústredňa vyššej triedy s modulárnou architektúrou: zóny a výstupy sa rozširujú zbernicovými expandérmi, podsystémy umožňujú samostatné stráženie častí budovy a pamäť udalostí uchováva tisíce záznamov.',
                params: [
                  ['Systém', 'Počet zón', '{l}'],
                  ['Systém', 'Stupeň zabezpečenia', 'Grade 2'],
                  ['Systém', 'Počet podsystémov', '8'],
                  ['Komunikácia', 'Zbernica', 'RS-485'],
                  ['Napájanie', 'Napájacie napätie', '18', 'V AC'],
                  ['Mechanické', 'Kryt', 'kovový, 310 × 360 × 90 mm'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'INTEGRA-{c}-PLUS',
                    name: 'Ústredňa INTEGRA {c} Plus, {l}',
                    price: 129,
                    variants: [
                      { c: '32', l: 'až 32 zón' },
                      { c: '64', l: 'až 64 zón', p: 60 },
                      { c: '128', l: 'až 128 zón', p: 140 },
                      { c: '256', l: 'až 256 zón', p: 290 },
                    ],
                  },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-10{c}K',
                    name: 'Ústredňa JABLOTRON 100+ JA-10{c}K, {l}',
                    price: 189,
                    variants: [
                      { c: '1', l: 'až 50 zariadení' },
                      { c: '3', l: 'až 120 zariadení, LAN + GSM', p: 95 },
                      { c: '7', l: 'až 230 zariadení, LAN + LTE', p: 240 },
                    ],
                    params: [['Komunikácia', 'Zbernica', 'BUS JABLOTRON']],
                  },
                  {
                    vendor: 'Paradox',
                    code: 'EVO{c}',
                    name: 'Ústredňa Digiplex EVO{c}, {l}',
                    price: 239,
                    variants: [
                      { c: '192', l: 'až 192 zón' },
                      { c: 'HD', l: 'až 192 zón, rýchla zbernica', p: 70 },
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'bezdrotove-ustredne',
          name: 'Bezdrôtové a hybridné ústredne',
          description: [
            'Bezdrôtové ústredne zjednodušujú montáž v obývaných priestoroch a historických budovách bez sekania stien.',
            'Hybridné modely kombinujú drôtové zóny s rádiovými detektormi a ovládajú sa z mobilnej aplikácie.',
          ],
          products: {
            kind: 'alarm-panel',
            short: 'Bezdrôtová ústredňa s LAN a mobilným komunikátorom, {l} prevedenie, ovládanie z aplikácie.',
            about:
              'Centrála bezdrôtového systému s obojsmernou šifrovanou rádiovou komunikáciou. Poplachy a stav systému odosiela cez Ethernet aj mobilnú sieť, používatelia ju ovládajú z aplikácie v smartfóne a montážnik ju nastaví na diaľku.',
            params: [
              ['Systém', 'Počet zariadení', '100'],
              ['Komunikácia', 'Rádiové pásmo', '868', 'MHz'],
              ['Komunikácia', 'Komunikačné kanály', 'Ethernet, 2G/4G'],
              ['Napájanie', 'Záložný akumulátor', 'Li-Ion, 16 h'],
              ['Mechanické', 'Farba', '{l}'],
            ],
            variants: COLOURS,
            families: [
              { vendor: 'Ajax', code: 'HUB2-4G-{c}', name: 'Ústredňa Ajax Hub 2 (4G), {l}', price: 179 },
              {
                vendor: 'Ajax',
                code: 'HUB2P-{c}',
                name: 'Ústredňa Ajax Hub 2 Plus, {l}',
                price: 249,
                params: [
                  ['Systém', 'Počet zariadení', '200'],
                  ['Komunikácia', 'Komunikačné kanály', 'Ethernet, Wi-Fi, 2× SIM 4G'],
                ],
              },
              {
                vendor: 'Pyronix',
                code: 'ENF32WE-{c}',
                name: 'Ústredňa Enforcer 32-WE APP, {l}',
                price: 214,
                variants: [{ c: 'APP', l: 'biela' }],
                params: [
                  ['Systém', 'Počet zariadení', '32 zón'],
                  ['Komunikácia', 'Rádiové pásmo', '868', 'MHz'],
                ],
              },
              {
                vendor: 'Jablotron',
                code: 'JA-103KRY-{c}',
                name: 'Hybridná ústredňa JA-103KRY s GSM a LAN, {l}',
                price: 268,
                variants: [{ c: 'LTE', l: 'biela' }],
                params: [['Systém', 'Počet zariadení', '120']],
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'detektory',
      name: 'Detektory',
      description: [
        'Detektory pohybu, otvorenia a rozbitia skla tvoria periférnu ochranu aj priestorovú ochranu objektu.',
        'Ponúkame drôtové aj bezdrôtové prevedenia vrátane modelov so psou imunitou a vonkajších detektorov.',
      ],
      children: [
        {
          slug: 'pohybove-detektory',
          name: 'Pohybové detektory',
          description: [
            'Pohybové detektory zachytia narušiteľa vo vnútri chráneného priestoru.',
            'Vyberte PIR detektory pre bežné miestnosti, duálne pre náročné prostredie a vonkajšie pre ochranu pozemku.',
          ],
          children: [
            {
              slug: 'pir-detektory',
              name: 'PIR detektory',
              description: [
                'Pasívne infračervené detektory reagujú na zmenu tepelného žiarenia v sledovanom priestore.',
                'Sú cenovo dostupné, majú nízku spotrebu a hodia sa do väčšiny vnútorných priestorov.',
              ],
              products: {
                kind: 'pir',
                short: 'PIR detektor pohybu s dosahom {l}, digitálne spracovanie signálu a teplotná kompenzácia.',
                about:
                  'Detektor je určený na priestorovú ochranu vnútorných priestorov. Digitálne spracovanie signálu a automatická teplotná kompenzácia znižujú počet planých poplachov, citlivosť sa nastavuje podľa prostredia.',
                params: [
                  ['Detekcia', 'Dosah', '{l}'],
                  ['Detekcia', 'Uhol záberu', '90', '°'],
                  ['Detekcia', 'Psia imunita', 'do 25 kg'],
                  ['Napájanie', 'Napájacie napätie', '12', 'V DC'],
                  ['Prostredie', 'Trieda prostredia', 'II'],
                  ['Prostredie', 'Prevádzková teplota', '-10 až +55', '°C'],
                ],
                families: [
                  {
                    vendor: 'Paradox',
                    code: 'NV5{c}',
                    name: 'PIR detektor NV5, {l}',
                    price: 17,
                    variants: [
                      { c: '', l: '12 m' },
                      { c: '-HS', l: '12 m, zvýšená citlivosť', p: 2 },
                    ],
                  },
                  {
                    vendor: 'Paradox',
                    code: 'PRO-476{c}',
                    name: 'PIR detektor PRO 476 so psou imunitou, {l}',
                    price: 14,
                    variants: [
                      { c: '', l: '11 m' },
                      { c: '-PLUS', l: '12 m', p: 3 },
                    ],
                  },
                  {
                    vendor: 'Satel',
                    code: 'SLIM-PIR{c}',
                    name: 'PIR detektor SLIM-PIR, {l}',
                    price: 12,
                    variants: [
                      { c: '', l: '15 m' },
                      { c: '-LUX', l: '15 m, LED podsvietenie', p: 4 },
                    ],
                  },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-1{c}P',
                    name: 'PIR detektor JA-1{c}P, {l}',
                    price: 34,
                    variants: [
                      { c: '20', l: 'zbernicový, 12 m' },
                      { c: '50', l: 'bezdrôtový, 12 m', p: 8 },
                    ],
                    // the label also names the bus or radio: the range alone is the parameter
                    params: [['Detekcia', 'Dosah', '12 m']],
                  },
                  {
                    vendor: 'Ajax',
                    code: 'MP-{c}',
                    name: 'Bezdrôtový PIR detektor Ajax MotionProtect, {l}',
                    price: 42,
                    variants: COLOURS,
                    params: [['Detekcia', 'Dosah', '12 m']],
                  },
                  { vendor: 'Bosch', code: 'ISC-BPR2-W12{c}', name: 'PIR detektor Blue Line Gen2, {l}', price: 29, variants: [{ c: '', l: '12 m' }] },
                ],
              },
            },
            {
              slug: 'dualne-detektory',
              name: 'Duálne detektory',
              description: [
                'Duálne detektory kombinujú PIR a mikrovlnný senzor a poplach vyhlásia až pri potvrdení oboma technológiami.',
                'Sú vhodné do garáží, skladov a priestorov s prúdením vzduchu alebo zdrojmi tepla.',
              ],
              products: {
                kind: 'pir',
                short: 'Duálny detektor PIR + MW, {l}, odolný voči planým poplachom v náročnom prostredí.',
                about:
                  'Kombinácia pasívneho infračerveného a mikrovlnného senzora zaručuje vysokú odolnosť proti planým poplachom, ktoré spôsobuje prúdenie teplého vzduchu, slnečné svetlo alebo drobné zvieratá.',
                params: [
                  ['Detekcia', 'Technológia', 'PIR + MW'],
                  ['Detekcia', 'Dosah', '{l}'],
                  ['Detekcia', 'Frekvencia MW', '10,525', 'GHz'],
                  ['Napájanie', 'Odber prúdu', '15', 'mA'],
                  ['Prostredie', 'Trieda prostredia', 'II'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'AQUA-{c}',
                    name: 'Duálny detektor AQUA {l}',
                    price: 23,
                    variants: [
                      { c: 'PLUS', l: 'Plus, 15 m' },
                      { c: 'PET', l: 'Pet so psou imunitou, 15 m', p: 3 },
                    ],
                    params: [['Detekcia', 'Dosah', '15 m']],
                  },
                  {
                    vendor: 'Bosch',
                    code: 'ISC-BDL2-WP12{c}',
                    name: 'Duálny detektor Blue Line Gen2 TriTech, {l}',
                    price: 46,
                    variants: [{ c: 'G', l: '12 m' }],
                  },
                  {
                    vendor: 'Pyronix',
                    code: 'KX15DT{c}',
                    name: 'Duálny detektor KX15DT, {l}',
                    price: 27,
                    variants: [
                      { c: '', l: '15 m' },
                      { c: '2', l: '15 m, antimasking', p: 12 },
                    ],
                  },
                  {
                    vendor: 'Ajax',
                    code: 'MPP-{c}',
                    name: 'Bezdrôtový duálny detektor Ajax MotionProtect Plus, {l}',
                    price: 59,
                    variants: COLOURS,
                    params: [['Detekcia', 'Dosah', '12 m']],
                  },
                  { vendor: 'Jablotron', code: 'JA-120PW{c}', name: 'Zbernicový duálny detektor JA-120PW, {l}', price: 54, variants: [{ c: '', l: '12 m' }] },
                ],
              },
            },
            {
              slug: 'vonkajsie-detektory',
              name: 'Vonkajšie detektory',
              description: [
                'Vonkajšie detektory vyhlásia poplach skôr, než sa narušiteľ dostane k budove.',
                'Majú krytie IP55 a vyššie, kompenzáciu pohybu vegetácie a ochranu proti zamaskovaniu.',
              ],
              products: {
                kind: 'pir',
                short: 'Vonkajší detektor pohybu s krytím IP55, {l}, s ochranou proti zamaskovaniu.',
                about:
                  'Detektor pre ochranu fasád, terás a pozemku. Dve nezávislé PIR optiky a inteligentné vyhodnotenie ignorujú pohyb vegetácie a malé zvieratá, kryt odolá dažďu, snehu aj priamemu slnku.',
                params: [
                  ['Detekcia', 'Dosah', '{l}'],
                  ['Detekcia', 'Antimasking', 'áno'],
                  ['Prostredie', 'Krytie', 'IP55'],
                  ['Prostredie', 'Prevádzková teplota', '-25 až +60', '°C'],
                ],
                families: [
                  {
                    vendor: 'Ajax',
                    code: 'MPO-{c}',
                    name: 'Vonkajší bezdrôtový detektor Ajax MotionProtect Outdoor, {l}',
                    price: 119,
                    variants: [{ c: 'WH', l: '15 m' }],
                  },
                  { vendor: 'Paradox', code: 'DG85{c}', name: 'Vonkajší detektor DG85, {l}', price: 74, variants: [{ c: '', l: '11 m' }] },
                  {
                    vendor: 'Pyronix',
                    code: 'XDH10TT-{c}',
                    name: 'Vonkajší duálny detektor XD, {l}',
                    price: 96,
                    variants: [
                      { c: 'AM', l: '10 m, antimasking' },
                      { c: 'WE', l: '10 m, bezdrôtový', p: 28 },
                    ],
                  },
                  { vendor: 'Satel', code: 'AOD-{c}', name: 'Vonkajší duálny detektor AOD-{c}, {l}', price: 88, variants: [{ c: '210', l: '15 m' }] },
                ],
              },
            },
          ],
        },
        {
          slug: 'magneticke-kontakty',
          name: 'Magnetické kontakty',
          description: [
            'Magnetické kontakty strážia otvorenie dverí, okien, brán a poklopov.',
            'Povrchové typy sa rýchlo montujú, zapustené sú nenápadné a odolnejšie proti sabotáži.',
          ],
          children: [
            {
              slug: 'povrchove-kontakty',
              name: 'Povrchové kontakty',
              description: [
                'Povrchové magnetické kontakty sa lepia alebo skrutkujú na rám a krídlo dverí či okna.',
                'Ponúkame plastové aj kovové prevedenia pre garážové brány.',
              ],
              products: {
                kind: 'contact',
                short: 'Povrchový magnetický kontakt, {l}, pre dvere a okná.',
                about:
                  'Kontakt signalizuje otvorenie dverí alebo okna. Jazýčkový spínač s dlhou životnosťou reaguje na vzdialenie magnetu, súčasťou balenia sú skrutky a podložky na vyrovnanie výšky.',
                params: [
                  ['Detekcia', 'Pracovná medzera', '{l}'],
                  ['Elektrické', 'Typ kontaktu', 'NC'],
                  ['Mechanické', 'Materiál', 'ABS plast'],
                  ['Mechanické', 'Dĺžka kábla', '0,3', 'm'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'K-{c}',
                    name: 'Magnetický kontakt povrchový K-{c}, {l}',
                    price: 2.4,
                    variants: [
                      { c: '1', l: '15 mm, biely' },
                      { c: '2', l: '20 mm, hnedý', p: 0.3 },
                    ],
                  },
                  {
                    vendor: 'Satel',
                    code: 'B-{c}',
                    name: 'Magnetický kontakt na brány B-{c}, {l}',
                    price: 9.9,
                    variants: [{ c: '1', l: '45 mm, kovový' }],
                    params: [['Mechanické', 'Materiál', 'hliník']],
                  },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-1{c}M',
                    name: 'Magnetický detektor otvorenia JA-1{c}M, {l}',
                    price: 19,
                    variants: [
                      { c: '11', l: 'zbernicový' },
                      { c: '51', l: 'bezdrôtový', p: 8 },
                    ],
                  },
                  { vendor: 'Ajax', code: 'DP-{c}', name: 'Bezdrôtový detektor otvorenia Ajax DoorProtect, {l}', price: 27, variants: COLOURS },
                  { vendor: 'Honeywell', code: 'MC-{c}', name: 'Magnetický kontakt MC-{c}, {l}', price: 3.2, variants: [{ c: '470', l: '12 mm' }] },
                ],
              },
            },
            {
              slug: 'zapustne-kontakty',
              name: 'Zapustené kontakty',
              description: [
                'Zapustené kontakty sa montujú do vyvŕtaného otvoru v ráme a po zatvorení nie sú viditeľné.',
                'Sú ideálne do drevených a plastových okien a dverí.',
              ],
              products: {
                kind: 'contact',
                short: 'Zapustený magnetický kontakt, {l}, nenápadná montáž do rámu.',
                about: 'Valcový kontakt sa osadí do otvoru v ráme a magnet do krídla. Po zatvorení nie je viditeľný, preto ho narušiteľ ťažko obíde.',
                params: [
                  ['Detekcia', 'Pracovná medzera', '{l}'],
                  ['Elektrické', 'Typ kontaktu', 'NC'],
                  ['Mechanické', 'Priemer', '8', 'mm'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'K-{c}',
                    name: 'Magnetický kontakt zapustený K-{c}, {l}',
                    price: 2.1,
                    variants: [
                      { c: '3', l: '12 mm' },
                      { c: '5', l: '18 mm, hnedý', p: 0.4 },
                    ],
                  },
                  { vendor: 'Honeywell', code: 'MC-{c}', name: 'Zapustený kontakt MC-{c}, {l}', price: 3.6, variants: [{ c: '200', l: '15 mm' }] },
                  {
                    vendor: 'Paradox',
                    code: 'DCT{c}',
                    name: 'Zapustený kontakt DCT{c}, {l}',
                    price: 2.8,
                    variants: [
                      { c: '2', l: '19 mm' },
                      { c: '10', l: '25 mm, do kovu', p: 3 },
                    ],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'detektory-rozbitia-skla',
          name: 'Detektory rozbitia skla',
          description: [
            'Akustické detektory rozbitia skla chránia výkladné skrine, presklené steny a okná ešte pred vniknutím do objektu.',
            'Jeden detektor pokryje viac okien v miestnosti.',
          ],
          products: {
            kind: 'glassbreak',
            short: 'Akustický detektor rozbitia skla s dosahom {l}.',
            about:
              'Detektor analyzuje zvuk nárazu a následného tríštenia skla a tým rozlíši skutočné rozbitie od bežných zvukov v miestnosti. Chráni tabuľové, bezpečnostné aj vrstvené sklo.',
            params: [
              ['Detekcia', 'Dosah', '{l}'],
              ['Detekcia', 'Typ skla', 'tabuľové, tvrdené, vrstvené'],
              ['Napájanie', 'Napájacie napätie', '12', 'V DC'],
            ],
            families: [
              {
                vendor: 'Ajax',
                code: 'GP-{c}',
                name: 'Bezdrôtový detektor rozbitia skla Ajax GlassProtect, {l}',
                price: 39,
                variants: [
                  { c: 'WH', l: '9 m' },
                  { c: 'BL', l: '9 m, čierny', p: 2 },
                ],
              },
              { vendor: 'Paradox', code: 'DG457{c}', name: 'Detektor rozbitia skla DG457, {l}', price: 31, variants: [{ c: '', l: '9 m' }] },
              {
                vendor: 'Satel',
                code: 'INDIGO{c}',
                name: 'Detektor rozbitia skla INDIGO, {l}',
                price: 28,
                variants: [
                  { c: '', l: '6 m' },
                  { c: '-TRX', l: '6 m, bezdrôtový', p: 15 },
                ],
              },
              { vendor: 'Honeywell', code: 'FG-{c}', name: 'Detektor rozbitia skla FlexGuard FG-{c}, {l}', price: 44, variants: [{ c: '1625', l: '7,6 m' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'klavesnice-a-ovladace',
      name: 'Klávesnice a ovládače',
      description: [
        'Klávesnice a ovládače slúžia na zapínanie a vypínanie stráženia, prehľad o stave systému a programovanie.',
        'Dodávame LCD, dotykové aj bezdrôtové klávesnice a diaľkové ovládače.',
      ],
      children: [
        {
          slug: 'klavesnice',
          name: 'Klávesnice',
          description: [
            'Klávesnica je hlavným ovládacím prvkom zabezpečovacieho systému.',
            'Vyberte si klasickú LCD klávesnicu alebo dotykový displej s grafickým rozhraním.',
          ],
          children: [
            {
              slug: 'lcd-klavesnice',
              name: 'LCD klávesnice',
              description: [
                'LCD klávesnice zobrazujú stav zón, poruchy a pamäť udalostí v čitateľnom texte.',
                'Niektoré modely majú integrovanú čítačku bezkontaktných kariet.',
              ],
              products: {
                kind: 'keypad',
                short: 'LCD klávesnica pre ovládanie ústredne, {l}, podsvietené tlačidlá.',
                about:
                  'Klávesnica so zreteľným LCD displejom a podsvietenými tlačidlami. Zobrazuje stav zón, pamäť poplachov a poruchy a umožňuje kompletné programovanie ústredne.',
                params: [
                  ['Displej', 'Typ displeja', 'LCD 2 × 16 znakov'],
                  ['Ovládanie', 'Prevedenie', '{l}'],
                  ['Komunikácia', 'Pripojenie', 'zbernica'],
                  ['Napájanie', 'Odber prúdu', '40', 'mA'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'INT-KLCD-{c}',
                    name: 'LCD klávesnica INT-KLCD, {l}',
                    price: 54,
                    variants: [
                      { c: 'GR', l: 'zelené podsvietenie' },
                      { c: 'BL', l: 'modré podsvietenie', p: 2 },
                    ],
                  },
                  {
                    vendor: 'Paradox',
                    code: 'K{c}',
                    name: 'LCD klávesnica K{c}, {l}',
                    price: 49,
                    variants: [
                      { c: '32LX', l: '32 zón, bezdrôtový prijímač', p: 18 },
                      { c: '656', l: 'textová' },
                    ],
                  },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-1{c}E',
                    name: 'Prístupový modul s LCD a čítačkou JA-1{c}E, {l}',
                    price: 98,
                    variants: [
                      { c: '14', l: 'zbernicový' },
                      { c: '54', l: 'bezdrôtový', p: 12 },
                    ],
                    params: [['Ovládanie', 'Čítačka', 'RFID 125 kHz']],
                  },
                  {
                    vendor: 'Honeywell',
                    code: 'CP0{c}',
                    name: 'Klávesnica Galaxy Keyprox CP0{c}, {l}',
                    price: 86,
                    variants: [{ c: '38', l: 's čítačkou kariet' }],
                  },
                ],
              },
            },
            {
              slug: 'dotykove-klavesnice',
              name: 'Dotykové klávesnice',
              description: [
                'Dotykové klávesnice s farebným displejom uľahčujú ovládanie aj menej skúseným používateľom.',
                'Zobrazujú pôdorysy, makrá a stav automatizácie.',
              ],
              products: {
                kind: 'keypad',
                short: 'Dotyková klávesnica s farebným displejom {l}.',
                about:
                  'Moderná ovládacia klávesnica s farebným dotykovým displejom. Prehľadné menu, ikony podsystémov a grafické zobrazenie zón skracujú zaškolenie používateľov.',
                params: [
                  ['Displej', 'Typ displeja', 'farebný dotykový'],
                  ['Displej', 'Uhlopriečka', '{l}'],
                  ['Komunikácia', 'Pripojenie', 'zbernica'],
                ],
                families: [
                  {
                    vendor: 'Paradox',
                    code: 'TM{c}',
                    name: 'Dotyková klávesnica TM{c}, {l}',
                    price: 139,
                    variants: [
                      { c: '50', l: '5"' },
                      { c: '70', l: '7"', p: 60 },
                    ],
                  },
                  {
                    vendor: 'Satel',
                    code: 'INT-TSG2-{c}',
                    name: 'Dotyková klávesnica INT-TSG2, {l}',
                    price: 179,
                    variants: [
                      { c: 'W', l: '4,3", biela' },
                      { c: 'B', l: '4,3", čierna', p: 4 },
                    ],
                  },
                  {
                    vendor: 'Ajax',
                    code: 'KPTS-{c}',
                    name: 'Bezdrôtová klávesnica Ajax KeyPad TouchScreen, {l}',
                    price: 189,
                    variants: [
                      { c: 'WH', l: '5", biela' },
                      { c: 'BL', l: '5", čierna', p: 3 },
                    ],
                    params: [['Komunikácia', 'Pripojenie', 'bezdrôtové Jeweller']],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'dialkove-ovladace',
          name: 'Diaľkové ovládače',
          description: [
            'Diaľkové ovládače umožňujú zapnúť a vypnúť stráženie jedným stlačením, často aj tiesňové volanie.',
            'Hodia sa ku garážovým bránam a pre používateľov, ktorí nechcú zadávať kód.',
          ],
          products: {
            kind: 'remote',
            short: 'Bezdrôtový diaľkový ovládač, {l}, s tlačidlom tiesne.',
            about:
              'Kľúčenka na ovládanie stráženia s potvrdením povelu LED indikáciou. Tlačidlá sú chránené proti náhodnému stlačeniu, komunikácia je šifrovaná.',
            params: [
              ['Ovládanie', 'Počet tlačidiel', '4'],
              ['Komunikácia', 'Dosah', '{l}'],
              ['Napájanie', 'Batéria', 'CR2032'],
            ],
            families: [
              {
                vendor: 'Ajax',
                code: 'SC-{c}',
                name: 'Diaľkový ovládač Ajax SpaceControl, {l}',
                price: 19,
                variants: [
                  { c: 'WH', l: '1300 m, biely' },
                  { c: 'BL', l: '1300 m, čierny', p: 1 },
                ],
              },
              {
                vendor: 'Jablotron',
                code: 'JA-1{c}J',
                name: 'Kľúčenka JA-1{c}J, {l}',
                price: 24,
                variants: [
                  { c: '86', l: '300 m, 4 tlačidlá' },
                  { c: '88', l: '300 m, 2 tlačidlá', p: -2 },
                ],
              },
              {
                vendor: 'Paradox',
                code: 'REM{c}',
                name: 'Diaľkový ovládač REM{c}, {l}',
                price: 22,
                variants: [
                  { c: '15', l: '180 m' },
                  { c: '25', l: '180 m, obojsmerný', p: 15 },
                ],
              },
              { vendor: 'Satel', code: 'T-{c}', name: 'Diaľkový ovládač T-{c}, {l}', price: 9, variants: [{ c: '4', l: '40 m' }] },
              { vendor: 'Pyronix', code: 'KEYFOB-{c}', name: 'Obojsmerná kľúčenka Pyronix, {l}', price: 27, variants: [{ c: 'WE', l: '100 m' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'sireny-a-prislusenstvo',
      name: 'Sirény a príslušenstvo',
      description: [
        'Sirény, akumulátory a komunikátory dopĺňajú zabezpečovací systém a odovzdávajú poplach ďalej.',
        'Komunikátory prenášajú udalosti na pult centrálnej ochrany aj do mobilnej aplikácie.',
      ],
      children: [
        {
          slug: 'sireny',
          name: 'Sirény',
          description: [
            'Sirény odradia narušiteľa a upozornia okolie na poplach.',
            'Vonkajšie sirény majú vlastný akumulátor a zábleskové svetlo, vnútorné sú kompaktné a výkonné.',
          ],
          children: [
            {
              slug: 'vonkajsie-sireny',
              name: 'Vonkajšie sirény',
              description: [
                'Vonkajšie sirény s majákom sa montujú na fasádu do výšky mimo dosahu.',
                'Sú zálohované akumulátorom a chránené proti otvoreniu a strhnutiu.',
              ],
              products: {
                kind: 'siren',
                short: 'Vonkajšia siréna so zábleskovým majákom, {l}.',
                about:
                  'Siréna s hlasitosťou nad 110 dB a výrazným zábleskovým svetlom. Pevný kryt z polykarbonátu odoláva poveternostným vplyvom, tamper chráni proti otvoreniu aj odtrhnutiu od steny.',
                params: [
                  ['Signalizácia', 'Hlasitosť', '112', 'dB'],
                  ['Signalizácia', 'Farba majáka', '{l}'],
                  ['Napájanie', 'Záložný akumulátor', '12 V / 1,2', 'Ah'],
                  ['Prostredie', 'Krytie', 'IP44'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'SP-4001-{c}',
                    name: 'Vonkajšia siréna SP-4001, maják {l}',
                    price: 36,
                    variants: [
                      { c: 'R', l: 'červený' },
                      { c: 'B', l: 'modrý' },
                    ],
                  },
                  {
                    vendor: 'Ajax',
                    code: 'SS-{c}',
                    name: 'Bezdrôtová vonkajšia siréna Ajax StreetSiren, {l}',
                    price: 89,
                    variants: [
                      { c: 'WH', l: 'biela' },
                      { c: 'BL', l: 'čierna', p: 3 },
                    ],
                  },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-1{c}A',
                    name: 'Vonkajšia siréna JA-1{c}A, {l}',
                    price: 119,
                    variants: [
                      { c: '11', l: 'zbernicová, oranžový maják' },
                      { c: '63', l: 'bezdrôtová, oranžový maják', p: 20 },
                    ],
                  },
                  { vendor: 'Pyronix', code: 'DELTABELL-{c}', name: 'Vonkajšia siréna Deltabell, {l}', price: 64, variants: [{ c: 'W', l: 'biela' }] },
                ],
              },
            },
            {
              slug: 'vnutorne-sireny',
              name: 'Vnútorné sirény',
              description: [
                'Vnútorné sirény vytvoria pre narušiteľa nepríjemné prostredie a informujú používateľa o príchodovom oneskorení.',
                'Sú malé, nenápadné a ľahko sa inštalujú.',
              ],
              products: {
                kind: 'siren',
                short: 'Vnútorná siréna {l}, vhodná aj na signalizáciu príchodu a odchodu.',
                about:
                  'Kompaktná vnútorná siréna s piezo meničom. Okrem poplachu signalizuje aj príchodové a odchodové oneskorenie alebo zvonček pri otvorení dverí.',
                params: [
                  ['Signalizácia', 'Hlasitosť', '{l}'],
                  ['Napájanie', 'Napájacie napätie', '12', 'V DC'],
                  ['Mechanické', 'Rozmery', '90 × 90 × 30', 'mm'],
                ],
                families: [
                  {
                    vendor: 'Satel',
                    code: 'SPW-{c}',
                    name: 'Vnútorná siréna SPW-{c}, {l}',
                    price: 11,
                    variants: [
                      { c: '100', l: '100 dB' },
                      { c: '210', l: '105 dB, s optickou signalizáciou', p: 8 },
                    ],
                  },
                  { vendor: 'Ajax', code: 'HS-{c}', name: 'Bezdrôtová vnútorná siréna Ajax HomeSiren, {l}', price: 49, variants: [{ c: 'WH', l: '105 dB' }] },
                  {
                    vendor: 'Jablotron',
                    code: 'JA-1{c}A',
                    name: 'Vnútorná siréna JA-1{c}A, {l}',
                    price: 39,
                    variants: [
                      { c: '10', l: 'zbernicová, 90 dB' },
                      { c: '50', l: 'bezdrôtová, 90 dB', p: 12 },
                    ],
                    params: [['Signalizácia', 'Hlasitosť', '90 dB']],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'akumulatory',
          name: 'Akumulátory',
          description: [
            'Olovené bezúdržbové akumulátory zálohujú ústredne, sirény a napájacie zdroje pri výpadku siete.',
            'Odporúčame ich vymieňať každé 3 až 5 rokov.',
          ],
          products: {
            kind: 'battery',
            short: 'Bezúdržbový olovený akumulátor 12 V, {l}.',
            about:
              'VRLA akumulátor s technológiou AGM pre zálohovanie zabezpečovacích a požiarnych systémov. Je bezúdržbový, môže pracovať v ľubovoľnej polohe a má životnosť 5 rokov v pohotovostnom režime.',
            params: [
              ['Elektrické', 'Napätie', '12', 'V'],
              ['Elektrické', 'Kapacita', '{l}'],
              ['Mechanické', 'Vývody', 'Faston 4,8 mm'],
            ],
            families: [
              {
                vendor: 'Yuasa',
                code: 'NP{c}-12',
                name: 'Akumulátor Yuasa NP 12 V, {l}',
                price: 11,
                variants: [
                  { c: '1.2', l: '1,2 Ah' },
                  { c: '7', l: '7 Ah', p: 9 },
                  { c: '18', l: '18 Ah', p: 34 },
                ],
              },
              {
                vendor: 'CSB',
                code: 'GP12{c}',
                name: 'Akumulátor CSB 12 V, {l}',
                price: 8,
                variants: [
                  { c: '12', l: '1,2 Ah' },
                  { c: '72F2', l: '7,2 Ah', p: 7 },
                  { c: '170', l: '17 Ah', p: 27 },
                ],
              },
            ],
          },
        },
        {
          slug: 'komunikatory',
          name: 'Komunikátory',
          description: [
            'GSM, LTE a IP komunikátory prenášajú poplachy na pult centrálnej ochrany a do mobilných aplikácií.',
            'Umožňujú aj vzdialené programovanie ústredne.',
          ],
          products: {
            kind: 'communicator',
            short: 'Komunikačný modul pre ústredne EZS, {l}.',
            about:
              'Modul rozširuje ústredňu o prenos udalostí cez internet alebo mobilnú sieť, správy SMS a hlasové volania. Podporuje protokoly SIA DC-09 a Contact ID pre pulty centrálnej ochrany.',
            params: [
              ['Komunikácia', 'Rozhranie', '{l}'],
              ['Komunikácia', 'Protokoly', 'SIA DC-09, Contact ID'],
              ['Napájanie', 'Napájacie napätie', '12', 'V DC'],
            ],
            families: [
              {
                vendor: 'Paradox',
                code: '{c}',
                name: 'Komunikačný modul Paradox {c}, {l}',
                price: 89,
                variants: [
                  { c: 'IP180', l: 'Ethernet' },
                  { c: 'PCS265LTE', l: 'LTE', p: 70 },
                ],
              },
              {
                vendor: 'Satel',
                code: '{c}',
                name: 'Komunikátor Satel {c}, {l}',
                price: 96,
                variants: [
                  { c: 'GSM-X', l: 'GSM/LTE' },
                  { c: 'ETHM-1-PLUS', l: 'Ethernet', p: -28 },
                ],
              },
              {
                vendor: 'Jablotron',
                code: 'JA-19{c}Y',
                name: 'Komunikátor JA-19{c}Y, {l}',
                price: 109,
                variants: [
                  { c: '0', l: 'GSM' },
                  { c: '2', l: 'LTE', p: 25 },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
};
