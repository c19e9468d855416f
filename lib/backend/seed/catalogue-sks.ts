import 'server-only';
import type { LineDef, Variant } from './catalogue-types';

const PATCH_LENGTHS: readonly Variant[] = [
  { c: '0.5', l: '0,5 m' },
  { c: '1', l: '1 m', p: 0.4 },
  { c: '2', l: '2 m', p: 0.9 },
  { c: '5', l: '5 m', p: 2.2 },
];

/** Štruktúrovaná kabeláž (SKS): structured cabling and network. */
export const sks: LineDef = {
  slug: 'sks',
  name: 'Štruktúrovaná kabeláž',
  color: '#5b3a9b',
  bgColor: '#f1ecfa',
  description: [
    'Štruktúrovaná kabeláž (SKS) je základom každej dátovej a kamerovej siete.',
    'Ponúkame metalické a optické káble, rozvádzače, patch panely, keystony, patch káble, switche, Wi-Fi a záložné zdroje UPS.',
    'Pri ucelených riešeniach Solarix, Panduit, Legrand a Schrack poskytujeme systémovú záruku až 25 rokov.',
  ],
  children: [
    {
      slug: 'kable',
      name: 'Káble',
      description: [
        'Inštalačné dátové káble pre horizontálne rozvody a chrbticové prepojenia.',
        'Vyberte kategóriu podľa požadovanej rýchlosti a plášť podľa požiarnych predpisov (CPR).',
      ],
      children: [
        {
          slug: 'utp-kable',
          name: 'Metalické káble',
          description: ['Metalické inštalačné káble UTP, FTP a S/FTP v krabiciach a na cievkach.', 'Plášte PVC aj LSOH s triedou reakcie na oheň podľa CPR.'],
          children: [
            {
              slug: 'kable-cat5e',
              name: 'Káble Cat5e',
              description: ['Káble kategórie 5e pre siete do 1 Gb/s, kamery a domáce rozvody.', 'Cenovo najvýhodnejšie riešenie pre bežné inštalácie.'],
              products: {
                kind: 'cable',
                unit: 'bal.',
                short: 'Inštalačný kábel Cat5e, {l}, balenie 305 m.',
                about:
                  'Kábel so štyrmi krútenými pármi s medenými vodičmi AWG24 pre rozvody dátových sietí do 1 Gb/s, PoE kamery a IP telefóny. Dodáva sa v krabici s odvíjaním bez zauzľovania a metrážou na plášti.',
                params: [
                  ['Kábel', 'Kategória', '5e'],
                  ['Kábel', 'Konštrukcia', '{l}'],
                  ['Kábel', 'Vodič', 'Cu, AWG24'],
                  ['Balenie', 'Dĺžka', '305', 'm'],
                ],
                families: [
                  {
                    vendor: 'Solarix',
                    code: 'SXKD-5E-{c}',
                    name: 'Inštalačný kábel Solarix Cat5e, {l}, 305 m',
                    price: 89,
                    variants: [
                      { c: 'UTP-PVC', l: 'UTP, PVC Eca' },
                      { c: 'UTP-LSOH', l: 'UTP, LSOH Dca', p: 31 },
                      { c: 'FTP-PVC', l: 'FTP, PVC Eca', p: 24 },
                    ],
                  },
                  {
                    vendor: 'Legrand',
                    code: '0327{c}',
                    name: 'Inštalačný kábel Legrand LCS3 Cat5e, {l}, 305 m',
                    price: 139,
                    variants: [{ c: '51', l: 'U/UTP, LSOH Dca' }],
                  },
                  {
                    vendor: 'Schrack',
                    code: 'HSEKU4{c}',
                    name: 'Inštalačný kábel Schrack Cat5e, {l}, 305 m',
                    price: 119,
                    variants: [
                      { c: '24P1', l: 'U/UTP, PVC' },
                      { c: '24H1', l: 'U/UTP, LSOH', p: 28 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'kable-cat6',
              name: 'Káble Cat6',
              description: [
                'Káble kategórie 6 pre rýchle siete do 1 Gb/s s rezervou a 10 Gb/s na kratšie vzdialenosti.',
                'Najčastejšia voľba pre nové kancelárske rozvody.',
              ],
              products: {
                kind: 'cable',
                unit: 'bal.',
                short: 'Inštalačný kábel Cat6, {l}, balenie 305 m.',
                about:
                  'Kábel kategórie 6 s krížovým separátorom párov zaručuje stabilné parametre pri prenosoch s frekvenciou do 250 MHz. Vhodný pre kancelárie, školy a moderné rodinné domy.',
                params: [
                  ['Kábel', 'Kategória', '6'],
                  ['Kábel', 'Konštrukcia', '{l}'],
                  ['Kábel', 'Vodič', 'Cu, AWG23'],
                  ['Kábel', 'Frekvencia', '250', 'MHz'],
                  ['Balenie', 'Dĺžka', '305', 'm'],
                ],
                families: [
                  {
                    vendor: 'Solarix',
                    code: 'SXKD-6-{c}',
                    name: 'Inštalačný kábel Solarix Cat6, {l}, 305 m',
                    price: 129,
                    variants: [
                      { c: 'UTP-PVC', l: 'UTP, PVC Eca' },
                      { c: 'UTP-LSOH', l: 'UTP, LSOH B2ca', p: 72 },
                    ],
                  },
                  {
                    vendor: 'Panduit',
                    code: 'PUL6C04{c}',
                    name: 'Inštalačný kábel Panduit Cat6, {l}, 305 m',
                    price: 219,
                    variants: [{ c: 'BU-CE', l: 'U/UTP, LSZH Dca' }],
                  },
                  {
                    vendor: 'Schrack',
                    code: 'HSEKU4{c}',
                    name: 'Inštalačný kábel Schrack Cat6, {l}, 305 m',
                    price: 169,
                    variants: [{ c: '23H5', l: 'U/UTP, LSOH Dca' }],
                  },
                ],
              },
            },
            {
              slug: 'kable-cat6a',
              name: 'Káble Cat6A',
              description: [
                'Tienené káble kategórie 6A pre 10 Gb/s na 100 m a PoE vysokých výkonov.',
                'Pre dátové centrá, Wi-Fi 6/7 prístupové body a budúce rozšírenia.',
              ],
              products: {
                kind: 'cable',
                unit: 'bal.',
                short: 'Tienený inštalačný kábel Cat6A, {l}, 500 MHz.',
                about:
                  'Tienený kábel pre 10GBASE-T na plnú vzdialenosť 100 m. Fóliové tienenie párov a opletenie potláčajú presluchy a rušenie, hrubší vodič znižuje zahrievanie pri napájaní PoE++.',
                params: [
                  ['Kábel', 'Kategória', '6A'],
                  ['Kábel', 'Konštrukcia', '{l}'],
                  ['Kábel', 'Frekvencia', '500', 'MHz'],
                  ['Kábel', 'Vodič', 'Cu, AWG23'],
                ],
                families: [
                  {
                    vendor: 'Solarix',
                    code: 'SXKD-6A-{c}',
                    name: 'Inštalačný kábel Solarix Cat6A, {l}, 500 m',
                    price: 389,
                    variants: [{ c: 'STP-LSOH', l: 'S/FTP, LSOH B2ca' }],
                  },
                  {
                    vendor: 'Panduit',
                    code: 'PFL6X04{c}',
                    name: 'Inštalačný kábel Panduit Cat6A, {l}, 305 m',
                    price: 429,
                    variants: [{ c: 'BU-CEG', l: 'F/UTP, LSZH Cca' }],
                  },
                  {
                    vendor: 'Legrand',
                    code: '0327{c}',
                    name: 'Inštalačný kábel Legrand LCS3 Cat6A, {l}, 500 m',
                    price: 469,
                    variants: [{ c: '63', l: 'F/FTP, LSOH Dca' }],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'opticke-kable',
          name: 'Optické káble',
          description: ['Optické káble pre chrbticové rozvody, prepojenia budov a dlhé vzdialenosti.', 'Predávame na metre, na objednávku aj konfekcionované.'],
          products: {
            kind: 'fiber',
            unit: 'm',
            short: 'Optický kábel {l}, predaj na metre.',
            about:
              'Univerzálny optický kábel s voľnou alebo tesnou sekundárnou ochranou vlákien pre vnútorné aj vonkajšie rozvody. Sklenené vlákna chránia aramidové príze a plášť LSOH.',
            params: [
              ['Kábel', 'Typ vlákna', '{l}'],
              ['Kábel', 'Plášť', 'LSOH'],
              ['Kábel', 'Použitie', 'vnútorné / vonkajšie'],
            ],
            families: [
              {
                vendor: 'Solarix',
                code: 'SXKO-{c}',
                name: 'Optický kábel Solarix, {l}',
                price: 1.9,
                variants: [
                  { c: 'U-4-OS-LSOH', l: '4 vlákna, singlemode OS2' },
                  { c: 'U-8-OS-LSOH', l: '8 vlákien, singlemode OS2', p: 0.7 },
                  { c: 'U-12-OM3-LSOH', l: '12 vlákien, multimode OM3', p: 2.4 },
                ],
              },
              {
                vendor: 'Legrand',
                code: '0326{c}',
                name: 'Optický kábel Legrand LCS3, {l}',
                price: 2.9,
                variants: [{ c: '41', l: '8 vlákien, multimode OM4' }],
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'rozvadzace',
      name: 'Rozvádzače',
      description: [
        '19" rozvádzače na umiestnenie pasívnych a aktívnych prvkov siete.',
        'Ponúkame nástenné aj stojanové rozvádzače a príslušenstvo: police, ventilačné jednotky a napájacie lišty.',
      ],
      children: [
        {
          slug: 'nastenne-rozvadzace',
          name: 'Nástenné rozvádzače',
          description: ['Nástenné rozvádzače pre menšie kancelárie, prevádzky a rodinné domy.', 'Jednodielne aj dvojdielne s otočnou prednou časťou.'],
          children: [
            {
              slug: 'nastenne-6u-12u',
              name: 'Nástenné 6U až 12U',
              description: ['Kompaktné rozvádzače s výškou 6 až 12U pre patch panel, switch a rekordér.', 'Sklenené dvere s zámkom a odnímateľné bočnice.'],
              products: {
                kind: 'rack',
                short: 'Nástenný 19" rozvádzač {l}, sklenené dvere so zámkom.',
                about:
                  'Zváraný oceľový rozvádzač s presklenými dverami, zámkom a odnímateľnými bočnicami. Otvory pre káble v strope aj dne a príprava na ventilačnú jednotku.',
                params: [
                  ['Mechanické', 'Výška', '{l}'],
                  ['Mechanické', 'Hĺbka', '450', 'mm'],
                  ['Mechanické', 'Nosnosť', '60', 'kg'],
                  ['Mechanické', 'Farba', 'RAL 7035'],
                ],
                families: [
                  {
                    vendor: 'Solarix',
                    code: 'RSA-{c}-62-G',
                    name: 'Nástenný rozvádzač Solarix, {l}',
                    price: 119,
                    variants: [
                      { c: '6', l: '6U, 600 × 450 mm' },
                      { c: '9', l: '9U, 600 × 450 mm', p: 21 },
                      { c: '12', l: '12U, 600 × 450 mm', p: 39 },
                    ],
                  },
                  {
                    vendor: 'Legrand',
                    code: '6467{c}',
                    name: 'Nástenný rozvádzač Legrand Linkeo, {l}',
                    price: 169,
                    variants: [
                      { c: '06', l: '6U, 600 × 450 mm' },
                      { c: '12', l: '12U, 600 × 450 mm', p: 54 },
                    ],
                  },
                  { vendor: 'Schrack', code: 'DT{c}6045', name: 'Nástenný rozvádzač Schrack, {l}', price: 144, variants: [{ c: '09', l: '9U, 600 × 450 mm' }] },
                ],
              },
            },
            {
              slug: 'nastenne-15u-22u',
              name: 'Nástenné 15U až 22U',
              description: [
                'Väčšie nástenné rozvádzače s hĺbkou až 600 mm pre servery a UPS.',
                'Dvojdielne prevedenie uľahčuje prístup k zadnej strane zariadení.',
              ],
              products: {
                kind: 'rack',
                short: 'Dvojdielny nástenný rozvádzač {l}, hĺbka 600 mm.',
                about:
                  'Dvojdielny rozvádzač s otočnou prednou časťou sprístupní kabeláž zo zadnej strany bez demontáže. Vhodný pre menší serverový a sieťový uzol.',
                params: [
                  ['Mechanické', 'Výška', '{l}'],
                  ['Mechanické', 'Hĺbka', '600', 'mm'],
                  ['Mechanické', 'Nosnosť', '80', 'kg'],
                ],
                families: [
                  {
                    vendor: 'Solarix',
                    code: 'RDA-{c}-66-G',
                    name: 'Dvojdielny nástenný rozvádzač Solarix, {l}',
                    price: 229,
                    variants: [
                      { c: '15', l: '15U' },
                      { c: '18', l: '18U', p: 26 },
                      { c: '22', l: '22U', p: 58 },
                    ],
                  },
                  { vendor: 'Schrack', code: 'DT{c}6060', name: 'Dvojdielny nástenný rozvádzač Schrack, {l}', price: 289, variants: [{ c: '18', l: '18U' }] },
                ],
              },
            },
          ],
        },
        {
          slug: 'stojanove-rozvadzace',
          name: 'Stojanové rozvádzače',
          description: ['Stojanové rozvádzače 42U až 47U pre serverovne a dátové centrá.', 'Perforované dvere pre optimálne chladenie a nosnosť až 1000 kg.'],
          products: {
            kind: 'rack',
            short: 'Stojanový 19" rozvádzač {l}, perforované dvere.',
            about:
              'Stojanový rozvádzač s perforovanými dverami pre prúdenie vzduchu, nastaviteľnými 19" lištami a vysokou nosnosťou. Dodáva sa s nožičkami aj kolieskami.',
            params: [
              ['Mechanické', 'Výška', '{l}'],
              ['Mechanické', 'Nosnosť', '1000', 'kg'],
              ['Mechanické', 'Farba', 'čierna RAL 9005'],
            ],
            families: [
              {
                vendor: 'Solarix',
                code: 'RSB-{c}',
                name: 'Stojanový rozvádzač Solarix, {l}',
                price: 649,
                variants: [
                  { c: '42-80-100-P', l: '42U, 800 × 1000 mm' },
                  { c: '45-80-100-P', l: '45U, 800 × 1000 mm', p: 55 },
                ],
              },
              {
                vendor: 'Panduit',
                code: 'N{c}',
                name: 'Stojanový rozvádzač Panduit Net-Access, {l}',
                price: 1890,
                variants: [{ c: '8212B', l: '42U, 800 × 1200 mm' }],
              },
              {
                vendor: 'Legrand',
                code: '6469{c}',
                name: 'Stojanový rozvádzač Legrand LCS3, {l}',
                price: 1190,
                variants: [{ c: '42', l: '42U, 600 × 1000 mm' }],
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'pasivne-prvky',
      name: 'Patch panely a komponenty',
      description: [
        'Pasívne komponenty na ukončenie a prepojenie kabeláže: patch panely, keystony, zásuvky a patch káble.',
        'Systémová kompatibilita zaručí merané parametre celej linky.',
      ],
      children: [
        {
          slug: 'patch-panely',
          name: 'Patch panely',
          description: ['19" patch panely osadené alebo neosadené keystonmi.', 'Modulárne panely umožnia kombinovať metalické a optické porty.'],
          products: {
            kind: 'patch-panel',
            short: '19" patch panel {l}, 1U, s vyväzovacou lištou.',
            about:
              'Patch panel s vyväzovacou lištou na uchytenie káblov a priestorom na označenie portov. Osadené panely sú dodávané s keystonmi, modulárne si osadíte podľa potreby.',
            params: [
              ['Kabeláž', 'Počet portov', '{l}'],
              ['Mechanické', 'Výška', '1', 'U'],
              ['Mechanické', 'Farba', 'čierna'],
            ],
            families: [
              {
                vendor: 'Solarix',
                code: 'SX24{c}',
                name: 'Patch panel Solarix, {l}',
                price: 34,
                variants: [
                  { c: '-5E-UTP-BK', l: '24 portov Cat5e UTP' },
                  { c: '-6-UTP-BK', l: '24 portov Cat6 UTP', p: 14 },
                  { c: 'M-0-STP-BK-UNI', l: '24 portov, modulárny, neosadený', p: -14 },
                ],
              },
              {
                vendor: 'Panduit',
                code: 'CPP{c}',
                name: 'Patch panel Panduit Mini-Com, {l}',
                price: 39,
                variants: [{ c: '24FMWBLY', l: '24 portov, modulárny, neosadený' }],
              },
              {
                vendor: 'Legrand',
                code: '0335{c}',
                name: 'Patch panel Legrand LCS3, {l}',
                price: 79,
                variants: [
                  { c: '51', l: '24 portov Cat6 UTP' },
                  { c: '55', l: '24 portov Cat6A STP', p: 96 },
                ],
              },
            ],
          },
        },
        {
          slug: 'keystony',
          name: 'Keystony a zásuvky',
          description: ['Keystone moduly a dátové zásuvky pre koncové body siete.', 'Beznástrojové ukončenie skracuje montáž.'],
          products: {
            kind: 'keystone',
            short: 'Keystone modul RJ45 {l}, beznástrojové ukončenie.',
            about:
              'Keystone modul s beznástrojovým ukončením vodičov a farebným kódovaním podľa T568A/B. Osadíte ho do patch panelu, zásuvky alebo podlahovej krabice.',
            params: [
              ['Kabeláž', 'Kategória', '{l}'],
              ['Kabeláž', 'Konektor', 'RJ45'],
              ['Kabeláž', 'Ukončenie', 'beznástrojové'],
            ],
            families: [
              {
                vendor: 'Solarix',
                code: 'SXKJ-{c}',
                name: 'Keystone Solarix RJ45, {l}',
                price: 2.2,
                variants: [
                  { c: '5E-UTP-BK-SA', l: 'Cat5e UTP' },
                  { c: '6-UTP-BK-SA', l: 'Cat6 UTP', p: 0.9 },
                  { c: '6A-STP-SA', l: 'Cat6A STP', p: 4.6 },
                ],
              },
              {
                vendor: 'Panduit',
                code: 'CJ6{c}',
                name: 'Keystone Panduit Mini-Com RJ45, {l}',
                price: 6.4,
                variants: [
                  { c: '88TGBL', l: 'Cat6 UTP' },
                  { c: 'X88TGBL', l: 'Cat6A UTP', p: 3.1 },
                ],
              },
              {
                vendor: 'Legrand',
                code: '0765{c}',
                name: 'Dátová zásuvka Legrand Mosaic, {l}',
                price: 9.8,
                variants: [
                  { c: '61', l: 'Cat6 UTP, 1× RJ45' },
                  { c: '62', l: 'Cat6 UTP, 2× RJ45', p: 6.4 },
                ],
              },
            ],
          },
        },
        {
          slug: 'opticke-komponenty',
          name: 'Optické komponenty',
          description: [
            'Optické vany, pigtaily, spojky a patch káble na ukončenie a prepojenie optických trás.',
            'Konektory SC, LC a E2000 v prevedeniach singlemode aj multimode.',
          ],
          products: {
            kind: 'patch-panel',
            short: 'Optický komponent: {l}.',
            about:
              'Komponenty na ukončenie optických káblov v rozvádzači. Výsuvné optické vany uľahčujú zváranie a servis, pigtaily a spojky majú certifikovaný útlm a testovací protokol.',
            params: [
              ['Kabeláž', 'Prevedenie', '{l}'],
              ['Kabeláž', 'Typ vlákna', 'singlemode OS2'],
            ],
            families: [
              {
                vendor: 'Solarix',
                code: 'SXFP-{c}',
                name: 'Optická vana Solarix 19", {l}',
                price: 49,
                variants: [
                  { c: '12-SC-SM', l: '12× SC duplex, výsuvná' },
                  { c: '24-LC-SM', l: '24× LC duplex, výsuvná', p: 38 },
                ],
              },
              {
                vendor: 'Solarix',
                code: 'SXPI-{c}',
                name: 'Optický pigtail Solarix, {l}',
                price: 2.9,
                variants: [
                  { c: 'SC-UPC-OS-2M', l: 'SC/UPC, 2 m' },
                  { c: 'LC-UPC-OS-2M', l: 'LC/UPC, 2 m', p: 0.3 },
                ],
              },
              {
                vendor: 'Panduit',
                code: 'F9{c}',
                name: 'Optický patch kábel Panduit, {l}',
                price: 18,
                variants: [
                  { c: 'LCLCSNSNSNM002', l: 'LC-LC duplex OS2, 2 m' },
                  { c: 'LCLCSNSNSNM005', l: 'LC-LC duplex OS2, 5 m', p: 6 },
                ],
              },
              { vendor: 'Legrand', code: '0326{c}', name: 'Optická spojka Legrand LCS3, {l}', price: 5.4, variants: [{ c: '90', l: 'LC duplex singlemode' }] },
            ],
          },
        },
        {
          slug: 'patch-kable',
          name: 'Patch káble',
          description: ['Prepojovacie patch káble rôznych dĺžok a farieb.', 'Všetky káble sú 100 % testované a majú lisované krytky konektorov.'],
          children: [
            {
              slug: 'patch-kable-cat6',
              name: 'Patch káble Cat6',
              description: ['Patch káble Cat6 UTP so zalisovanými konektormi RJ45.', 'Dĺžky od 0,5 m do 5 m v rôznych farbách.'],
              products: {
                kind: 'patch-cord',
                short: 'Patch kábel Cat6 UTP, {l}, lisovaná krytka.',
                about:
                  'Prepojovací kábel zo splietaných vodičov je ohybný a odolný proti opakovanému zapájaniu. Krytka chráni západku konektora pred odlomením.',
                params: [
                  ['Kabeláž', 'Kategória', '6'],
                  ['Kabeláž', 'Dĺžka', '{l}'],
                  ['Kabeláž', 'Plášť', 'LSOH'],
                ],
                variants: PATCH_LENGTHS,
                families: [
                  { vendor: 'Solarix', code: 'C6-155GY-{c}MB', name: 'Patch kábel Solarix Cat6 UTP, {l}, sivý', price: 1.9 },
                  { vendor: 'Panduit', code: 'UTP28SP{c}', name: 'Patch kábel Panduit Cat6 UTP 28 AWG, {l}, modrý', price: 4.9 },
                ],
              },
            },
            {
              slug: 'patch-kable-cat6a',
              name: 'Patch káble Cat6A',
              description: ['Tienené patch káble Cat6A pre 10 Gb/s a prepojenia v dátových centrách.', 'Tenké prevedenie šetrí miesto v rozvádzači.'],
              products: {
                kind: 'patch-cord',
                short: 'Tienený patch kábel Cat6A S/FTP, {l}.',
                about: 'Tienený patch kábel pre 10GBASE-T s kovovými konektormi. Tenký plášť zlepšuje prúdenie vzduchu v husto osadených rozvádzačoch.',
                params: [
                  ['Kabeláž', 'Kategória', '6A'],
                  ['Kabeláž', 'Dĺžka', '{l}'],
                  ['Kabeláž', 'Tienenie', 'S/FTP'],
                ],
                variants: PATCH_LENGTHS,
                families: [
                  { vendor: 'Solarix', code: 'C6A-315GY-{c}MB', name: 'Patch kábel Solarix Cat6A S/FTP, {l}, sivý', price: 3.4 },
                  {
                    vendor: 'Schrack',
                    code: 'B6AH{c}',
                    name: 'Patch kábel Schrack Cat6A S/FTP, {l}, sivý',
                    price: 4.2,
                    variants: [
                      { c: '05', l: '0,5 m' },
                      { c: '10', l: '1 m', p: 0.6 },
                      { c: '30', l: '3 m', p: 1.6 },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      slug: 'aktivne-prvky',
      name: 'Aktívne prvky a napájanie',
      description: [
        'Switche, Wi-Fi prístupové body a záložné zdroje UPS pre spoľahlivú sieť.',
        'Dodávame riešenia pre malé kancelárie aj firemné siete s centrálnou správou.',
      ],
      children: [
        {
          slug: 'switche',
          name: 'Switche',
          description: ['Neriadené a riadené switche s gigabitovými portami a optickými uplinkami.', 'Riadené modely podporujú VLAN, QoS a správu cez cloud.'],
          children: [
            {
              slug: 'neriadene-switche',
              name: 'Neriadené switche',
              description: ['Jednoduché switche typu plug-and-play pre domácnosti a malé kancelárie.', 'Kovové prevedenie s pasívnym chladením.'],
              products: {
                kind: 'switch',
                short: 'Neriadený gigabitový switch, {l}.',
                about:
                  'Switch nevyžaduje žiadne nastavenie: po zapojení automaticky rozpozná rýchlosť aj typ kábla. Tichý bez ventilátora, vhodný aj do kancelárie.',
                params: [
                  ['Sieť', 'Porty', '{l}'],
                  ['Sieť', 'Rýchlosť', '10/100/1000', 'Mb/s'],
                  ['Mechanické', 'Chladenie', 'pasívne'],
                ],
                families: [
                  { vendor: 'Ubiquiti', code: 'USW-FLEX-{c}', name: 'Switch UniFi Flex, {l}', price: 39, variants: [{ c: 'MINI', l: '5× GbE' }] },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-3E05{c}',
                    name: 'Gigabitový switch Hikvision, {l}',
                    price: 19,
                    variants: [
                      { c: '05-O', l: '5× GbE' },
                      { c: '08-O', l: '8× GbE', p: 9 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'PFS30{c}GT',
                    name: 'Gigabitový switch Dahua, {l}',
                    price: 21,
                    variants: [
                      { c: '05-5', l: '5× GbE' },
                      { c: '08-8', l: '8× GbE', p: 11 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'riadene-switche',
              name: 'Riadené switche',
              description: ['Riadené L2 a L3 switche s VLAN, QoS, ACL a SFP+ uplinkami.', 'Centrálna správa cez cloudový kontrolér.'],
              products: {
                kind: 'switch',
                short: 'Riadený switch {l}, VLAN, QoS, správa cez web a cloud.',
                about:
                  'Riadený switch pre firemné siete s podporou VLAN, QoS, agregácie liniek a zabezpečenia portov. Konfiguruje sa cez webové rozhranie alebo centrálny kontrolér.',
                params: [
                  ['Sieť', 'Porty', '{l}'],
                  ['Sieť', 'Správa', 'web, SNMP, cloud'],
                  ['Mechanické', 'Prevedenie', '19", 1U'],
                ],
                families: [
                  {
                    vendor: 'Ubiquiti',
                    code: 'USW-{c}',
                    name: 'Riadený switch UniFi, {l}',
                    price: 349,
                    variants: [
                      { c: '24', l: '24× GbE, 2× SFP' },
                      { c: 'PRO-24-POE', l: '24× GbE PoE+, 2× SFP+', p: 480 },
                      { c: 'PRO-48', l: '48× GbE, 4× SFP+', p: 380 },
                    ],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-3E15{c}',
                    name: 'Riadený switch Hikvision, {l}',
                    price: 229,
                    variants: [{ c: '26-SI', l: '24× GbE, 2× SFP' }],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'wifi',
          name: 'Wi-Fi prístupové body',
          description: ['Prístupové body Wi-Fi 6 a 7 pre kancelárie, hotely a sklady.', 'Spravujú sa centrálne a podporujú bezšvový roaming.'],
          products: {
            kind: 'access-point',
            short: 'Wi-Fi prístupový bod {l}, napájanie PoE.',
            about:
              'Stropný prístupový bod s podporou MU-MIMO a OFDMA zvláda desiatky súčasne pripojených zariadení. Spravuje sa centrálne spolu s ostatnými prvkami siete.',
            params: [
              ['Sieť', 'Štandard', '{l}'],
              ['Napájanie', 'Napájanie', 'PoE 802.3af/at'],
              ['Mechanické', 'Montáž', 'strop / stena'],
            ],
            families: [
              {
                vendor: 'Ubiquiti',
                code: 'U{c}',
                name: 'Prístupový bod UniFi, {l}',
                price: 129,
                variants: [
                  { c: '6-LITE', l: 'Wi-Fi 6, 2×2' },
                  { c: '6-PRO', l: 'Wi-Fi 6, 4×4', p: 40 },
                  { c: '7-PRO', l: 'Wi-Fi 7, tri-band', p: 69 },
                ],
              },
              { vendor: 'Hikvision', code: 'DS-3WAP{c}', name: 'Prístupový bod Hikvision, {l}', price: 79, variants: [{ c: '621E-SI', l: 'Wi-Fi 6, 2×2' }] },
            ],
          },
        },
        {
          slug: 'ups',
          name: 'Záložné zdroje UPS',
          description: [
            'Záložné zdroje UPS chránia rekordéry, ústredne a sieťové prvky pred výpadkom a kolísaním napätia.',
            'Ponúkame line-interactive aj online UPS do racku.',
          ],
          products: {
            kind: 'ups',
            short: 'Záložný zdroj UPS {l}.',
            about:
              'UPS s čistou sínusoidou na výstupe chráni citlivé zariadenia pred výpadkami a prepätím. Displej zobrazuje stav batérie a záťaže, sieťová karta umožní riadené vypnutie serverov.',
            params: [
              ['Elektrické', 'Výkon', '{l}'],
              ['Elektrické', 'Výstupné napätie', '230', 'V'],
              ['Elektrické', 'Priebeh', 'čistá sínusoida'],
            ],
            families: [
              {
                vendor: 'Eaton',
                code: '5P{c}',
                name: 'UPS Eaton 5P, {l}',
                price: 389,
                variants: [
                  { c: '650I', l: '650 VA / 420 W, tower' },
                  { c: '1550IR', l: '1550 VA / 1100 W, rack 1U', p: 420 },
                ],
              },
              {
                vendor: 'Eaton',
                code: '9SX{c}',
                name: 'Online UPS Eaton 9SX, {l}',
                price: 1190,
                variants: [
                  { c: '1000I', l: '1000 VA / 900 W' },
                  { c: '2000IR', l: '2000 VA / 1800 W, rack', p: 790 },
                ],
              },
              { vendor: 'Legrand', code: '3{c}', name: 'UPS Legrand Keor SP, {l}', price: 129, variants: [{ c: '10234', l: '800 VA / 480 W' }] },
            ],
          },
        },
      ],
    },
  ],
};
