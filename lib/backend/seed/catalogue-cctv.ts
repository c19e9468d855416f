import 'server-only';
import type { LineDef, Variant } from './catalogue-types';

/** Fixed lenses most IP cameras are sold with. */
const LENSES: readonly Variant[] = [
  { c: '28', l: '2,8' },
  { c: '4', l: '4', p: 2 },
  { c: '6', l: '6', p: 4 },
];
const VARIFOCAL: readonly Variant[] = [{ c: 'Z', l: '2,8-12' }];

/** Kamerové systémy (CCTV). */
export const cctv: LineDef = {
  slug: 'cctv',
  name: 'Kamerové systémy',
  color: '#1d4f91',
  bgColor: '#e8f0fb',
  description: [
    'Kamerové systémy (CCTV) slúžia na sledovanie a záznam diania v objekte aj v jeho okolí.',
    'Ponúkame IP a analógové HD kamery, záznamové zariadenia, disky, PoE switche a montážne príslušenstvo od výrobcov Hikvision, Dahua, Uniview a Axis.',
    'Pomôžeme vám s návrhom systému, výpočtom kapacity záznamu aj s výberom objektívov.',
  ],
  children: [
    {
      slug: 'ip-kamery',
      name: 'IP kamery',
      description: [
        'IP kamery prenášajú obraz vo vysokom rozlíšení po dátovej sieti a napájajú sa cez PoE.',
        'Moderné modely ponúkajú analytiku, rozpoznanie osôb a vozidiel a farebný obraz aj v noci.',
      ],
      children: [
        {
          slug: 'bullet-kamery',
          name: 'Bullet kamery',
          description: ['Bullet kamery sú vhodné na fasády, parkoviská a vstupy, kde majú pôsobiť aj odstrašujúco.', 'Majú výkonný IR prísvit a krytie IP67.'],
          children: [
            {
              slug: '2mpx',
              name: '2 Mpx',
              description: [
                'Cenovo dostupné bullet kamery s rozlíšením Full HD pre rodinné domy a menšie prevádzky.',
                'Ideálne tam, kde stačí prehľad o dianí a záleží na nízkej cene záznamu.',
              ],
              products: {
                kind: 'bullet',
                short: 'IP bullet kamera Full HD 2 Mpx, {l} mm, IR prísvit, PoE.',
                about:
                  'Základná IP kamera s rozlíšením 1920 × 1080 pre spoľahlivý dohľad nad vstupom, dvorom alebo parkoviskom. Jednoduché nastavenie cez aplikáciu a nízka spotreba ju robia obľúbenou voľbou pre menšie inštalácie.',
                params: [
                  ['Obraz', 'Rozlíšenie', '2', 'Mpx'],
                  ['Objektív', 'Ohnisková vzdialenosť', '{l}', 'mm'],
                  ['Objektív', 'IR prísvit', '30', 'm'],
                  ['Napájanie', 'Napájanie', '12 V DC / PoE (802.3af)'],
                  ['Mechanické', 'Krytie', 'IP67'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-2CD1023G2-LIU-{c}',
                    name: 'IP kamera bullet 2 Mpx Smart Hybrid Light, {l} mm, IR 30 m',
                    price: 49,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '4', l: '4', p: 2 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'IPC-HFW1230S-S-{c}',
                    name: 'IP kamera bullet 2 Mpx, {l} mm, IR 30 m',
                    price: 44,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '36', l: '3,6', p: 1 },
                    ],
                  },
                  {
                    vendor: 'Uniview',
                    code: 'IPC2122LB-SF{c}-A',
                    name: 'IP kamera bullet 2 Mpx, {l} mm, IR 30 m',
                    price: 41,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '40', l: '4', p: 2 },
                    ],
                  },
                ],
              },
            },
            {
              slug: '4mpx',
              name: '4 Mpx',
              description: [
                'Bullet IP kamery s rozlíšením 4 Mpx (2560 × 1440) sú najžiadanejším kompromisom medzi kvalitou obrazu a veľkosťou záznamu.',
                'Väčšina modelov ponúka WDR 120 dB a inteligentnú detekciu pohybu.',
              ],
              products: {
                kind: 'bullet',
                short: 'Vonkajšia IP bullet kamera 4 Mpx s objektívom {l} mm, IR prísvitom a napájaním PoE.',
                about:
                  'Kamera poskytuje ostrý obraz v rozlíšení 2560 × 1440 pri 25 snímkach za sekundu. Kompresia H.265+ šetrí kapacitu diskov, WDR 120 dB vyrovná protisvetlo pri vstupoch a IR prísvit zabezpečí čitateľný obraz aj v úplnej tme.',
                params: [
                  ['Obraz', 'Rozlíšenie', '4', 'Mpx'],
                  ['Obraz', 'Snímač', '1/3" progressive CMOS'],
                  ['Obraz', 'WDR', '120', 'dB'],
                  ['Objektív', 'Ohnisková vzdialenosť', '{l}', 'mm'],
                  ['Objektív', 'IR prísvit', '40', 'm'],
                  ['Napájanie', 'Napájanie', '12 V DC / PoE (802.3af)'],
                  ['Mechanické', 'Krytie', 'IP67'],
                ],
                variants: LENSES,
                families: [
                  { vendor: 'Hikvision', code: 'DS-2CD2043G2-I-{c}', name: 'IP kamera bullet 4 Mpx, {l} mm, IR 40 m', price: 96 },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-2CD2T47G2-L-{c}',
                    name: 'IP kamera bullet ColorVu 4 Mpx, {l} mm, biele svetlo 60 m',
                    price: 149,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '4', l: '4', p: 2 },
                    ],
                    params: [['Objektív', 'IR prísvit', '60 m, biele LED']],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'IPC-HFW2441S-S-{c}',
                    name: 'IP kamera bullet WizSense 4 Mpx, {l} mm, IR 50 m',
                    price: 89,
                    params: [['Objektív', 'IR prísvit', '50', 'm']],
                  },
                  {
                    vendor: 'Uniview',
                    code: 'IPC2124LE-ADF{c}KM-G',
                    name: 'IP kamera bullet 4 Mpx, {l} mm, IR 30 m, mikrofón',
                    price: 74,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '40', l: '4', p: 2 },
                    ],
                    params: [['Objektív', 'IR prísvit', '30', 'm']],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-2CD2643G2-IZS-{c}',
                    name: 'IP kamera bullet 4 Mpx motorzoom, {l} mm, IR 60 m',
                    price: 219,
                    variants: VARIFOCAL,
                    params: [['Objektív', 'IR prísvit', '60', 'm']],
                  },
                ],
              },
            },
            {
              slug: '8mpx-4k',
              name: '8 Mpx (4K)',
              description: [
                'Kamery s rozlíšením 8 Mpx (4K) zachytia detaily tvárí a ŠPZ aj na veľkú vzdialenosť.',
                'Jedna 4K kamera často nahradí dve kamery s nižším rozlíšením.',
              ],
              products: {
                kind: 'bullet',
                short: 'IP bullet kamera 4K (8 Mpx), objektív {l} mm, H.265+, PoE.',
                about:
                  'Rozlíšenie 3840 × 2160 umožňuje digitálne priblíženie záznamu bez straty čitateľnosti. Kamera je vhodná na sledovanie parkovísk, areálov a vjazdov, kde je potrebné rozoznať tváre alebo evidenčné čísla vozidiel.',
                params: [
                  ['Obraz', 'Rozlíšenie', '8', 'Mpx'],
                  ['Obraz', 'Snímač', '1/2,8" progressive CMOS'],
                  ['Objektív', 'Ohnisková vzdialenosť', '{l}', 'mm'],
                  ['Objektív', 'IR prísvit', '60', 'm'],
                  ['Napájanie', 'Napájanie', '12 V DC / PoE (802.3af)'],
                  ['Mechanické', 'Krytie', 'IP67'],
                ],
                variants: LENSES,
                families: [
                  { vendor: 'Hikvision', code: 'DS-2CD2T86G2-2I-{c}', name: 'IP kamera bullet 8 Mpx AcuSense, {l} mm, IR 60 m', price: 198 },
                  {
                    vendor: 'Dahua',
                    code: 'IPC-HFW3841T-ZAS-{c}',
                    name: 'IP kamera bullet 8 Mpx motorzoom, {l} mm, IR 60 m',
                    price: 289,
                    variants: [{ c: '27135', l: '2,7-13,5' }],
                  },
                  {
                    vendor: 'Uniview',
                    code: 'IPC2128SB-ADF{c}KM-I0',
                    name: 'IP kamera bullet 8 Mpx, {l} mm, IR 40 m',
                    price: 149,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '40', l: '4', p: 2 },
                    ],
                    params: [['Objektív', 'IR prísvit', '40', 'm']],
                  },
                  {
                    vendor: 'Axis',
                    code: 'M2036-LE-{c}',
                    name: 'IP kamera bullet AXIS M2036-LE, {l} mm',
                    price: 379,
                    variants: [{ c: 'MK2', l: '2,8' }],
                    params: [['Obraz', 'Rozlíšenie', '4', 'Mpx']],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'dome-kamery',
          name: 'Dome kamery',
          description: [
            'Dome a turret kamery sú nenápadné a hodia sa do interiérov, obchodov a pod strechy.',
            'Antivandalové modely odolajú úderu podľa IK10.',
          ],
          children: [
            {
              slug: 'turret-kamery',
              name: 'Turret kamery',
              description: [
                'Turret (eyeball) kamery nemajú kupolu, preto IR prísvit neodráža na kryte a obraz v noci je čistý.',
                'Ľahko sa natáčajú a montujú na strop aj stenu.',
              ],
              products: {
                kind: 'turret',
                short: 'IP turret kamera {l} mm s IR prísvitom, PoE a inteligentnou detekciou.',
                about:
                  'Kompaktná turret kamera pre vnútorné aj vonkajšie použitie. Guľový modul sa jednoducho nasmeruje, IR prísvit nesvieti cez kupolu, takže nočný obraz je bez odleskov.',
                params: [
                  ['Obraz', 'Rozlíšenie', '4', 'Mpx'],
                  ['Objektív', 'Ohnisková vzdialenosť', '{l}', 'mm'],
                  ['Objektív', 'IR prísvit', '30', 'm'],
                  ['Napájanie', 'Napájanie', 'PoE (802.3af)'],
                  ['Mechanické', 'Krytie', 'IP67'],
                ],
                variants: LENSES,
                families: [
                  { vendor: 'Hikvision', code: 'DS-2CD2343G2-I-{c}', name: 'IP kamera turret 4 Mpx, {l} mm, IR 30 m', price: 92 },
                  { vendor: 'Dahua', code: 'IPC-HDW2441T-S-{c}', name: 'IP kamera turret WizSense 4 Mpx, {l} mm, IR 30 m', price: 86 },
                  {
                    vendor: 'Uniview',
                    code: 'IPC3614LE-ADF{c}K-G',
                    name: 'IP kamera turret 4 Mpx, {l} mm, IR 30 m',
                    price: 69,
                    variants: [
                      { c: '28', l: '2,8' },
                      { c: '40', l: '4', p: 2 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'antivandalove-dome',
              name: 'Antivandalové dome kamery',
              description: [
                'Dome kamery s kovovým krytom a odolnosťou IK10 pre školy, chodby, výťahy a verejné priestory.',
                'Kopula chráni objektív pred poškodením aj pred zistením smeru pohľadu.',
              ],
              products: {
                kind: 'dome',
                short: 'Antivandalová IP dome kamera IK10, objektív {l} mm, PoE.',
                about:
                  'Odolná dome kamera s hliníkovým telom a polykarbonátovou kupolou vyhovuje triede IK10. Je určená do priestorov, kde hrozí úmyselné poškodenie, a nenápadne zapadne do interiéru.',
                params: [
                  ['Obraz', 'Rozlíšenie', '4', 'Mpx'],
                  ['Objektív', 'Ohnisková vzdialenosť', '{l}', 'mm'],
                  ['Objektív', 'IR prísvit', '30', 'm'],
                  ['Mechanické', 'Odolnosť', 'IK10'],
                  ['Mechanické', 'Krytie', 'IP67'],
                ],
                variants: LENSES,
                families: [
                  { vendor: 'Hikvision', code: 'DS-2CD2143G2-I-{c}', name: 'IP kamera dome 4 Mpx, {l} mm, IR 30 m, IK10', price: 99 },
                  {
                    vendor: 'Dahua',
                    code: 'IPC-HDBW3441E-AS-{c}',
                    name: 'IP kamera dome 4 Mpx, {l} mm, IR 50 m, IK10',
                    price: 129,
                    params: [['Objektív', 'IR prísvit', '50', 'm']],
                  },
                  {
                    vendor: 'Axis',
                    code: 'P3265-LVE-{c}',
                    name: 'IP kamera dome AXIS P3265-LVE, {l} mm, IK10',
                    price: 749,
                    variants: [{ c: '22', l: '3,4-8,9' }],
                    params: [['Obraz', 'Rozlíšenie', '2', 'Mpx']],
                  },
                  {
                    vendor: 'Bosch',
                    code: 'NDE-3503-AL-{c}',
                    name: 'IP kamera dome FLEXIDOME 5 Mpx, {l} mm, IK10',
                    price: 329,
                    variants: [{ c: 'V', l: '3,2-10' }],
                    params: [['Obraz', 'Rozlíšenie', '5', 'Mpx']],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'ptz-kamery',
          name: 'PTZ kamery',
          description: [
            'Otočné PTZ kamery s optickým zoomom pokryjú veľké areály a automaticky sledujú pohybujúce sa objekty.',
            'Sú vhodné pre parkoviská, logistické areály a mestské kamerové systémy.',
          ],
          products: {
            kind: 'ptz',
            short: 'Otočná PTZ IP kamera s optickým zoomom {l}, automatické sledovanie objektov.',
            about:
              'PTZ kamera sa otáča o 360° a nakláňa v rozsahu 90°. Výkonný optický zoom s autofokusom umožní priblížiť detaily na vzdialenosť stoviek metrov a funkcia automatického sledovania drží narušiteľa v zábere.',
            params: [
              ['Obraz', 'Rozlíšenie', '4', 'Mpx'],
              ['Objektív', 'Optický zoom', '{l}'],
              ['Objektív', 'IR prísvit', '200', 'm'],
              ['Napájanie', 'Napájanie', '24 V AC / PoE+'],
              ['Mechanické', 'Krytie', 'IP66'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'DS-2DE4A425IWG-{c}',
                name: 'PTZ IP kamera 4 Mpx, zoom {l}, IR 100 m',
                price: 499,
                variants: [{ c: 'E', l: '25×' }],
                params: [['Objektív', 'IR prísvit', '100', 'm']],
              },
              {
                vendor: 'Hikvision',
                code: 'DS-2DE7A432IW-{c}',
                name: 'PTZ IP kamera DarkFighter 4 Mpx, zoom {l}, IR 200 m',
                price: 1290,
                variants: [{ c: 'AEB', l: '32×' }],
              },
              {
                vendor: 'Dahua',
                code: 'SD5A{c}XA-HNR',
                name: 'PTZ IP kamera 2 Mpx, zoom {l}, IR 250 m',
                price: 899,
                variants: [
                  { c: '232', l: '32×' },
                  { c: '445', l: '45×', p: 310 },
                ],
                params: [
                  ['Obraz', 'Rozlíšenie', '2', 'Mpx'],
                  ['Objektív', 'IR prísvit', '250', 'm'],
                ],
              },
              { vendor: 'Axis', code: 'Q6135-LE-{c}', name: 'PTZ IP kamera AXIS Q6135-LE, zoom {l}', price: 1890, variants: [{ c: '50HZ', l: '32×' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'analogove-kamery',
      name: 'Analógové HD kamery',
      description: [
        'Analógové HD kamery (TVI, CVI, AHD) využijú existujúcu koaxiálnu kabeláž pri modernizácii starších systémov.',
        'Ponúkajú rozlíšenie až 8 Mpx pri jednoduchej inštalácii a nízkej cene.',
      ],
      children: [
        {
          slug: 'hd-tvi-kamery',
          name: 'HD-TVI kamery',
          description: ['Kamery Turbo HD prenášajú obraz vo vysokom rozlíšení po koaxiálnom kábli až na 500 m.', 'Sú kompatibilné s rekordérmi Hikvision.'],
          products: {
            kind: 'bullet',
            short: 'Analógová HD-TVI kamera, {l}, IR prísvit, prepínateľný výstup TVI/AHD/CVI/CVBS.',
            about:
              'Kamera s prepínateľným výstupom štyroch štandardov sa hodí pre nové inštalácie aj pri výmene starých analógových kamier. Obraz sa prenáša po koaxiálnom kábli bez oneskorenia.',
            params: [
              ['Obraz', 'Rozlíšenie', '{l}'],
              ['Obraz', 'Výstup', 'TVI / AHD / CVI / CVBS'],
              ['Objektív', 'Ohnisková vzdialenosť', '2,8', 'mm'],
              ['Napájanie', 'Napájanie', '12', 'V DC'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'DS-2CE16D0T-{c}',
                name: 'HD-TVI kamera bullet, {l}, 2,8 mm',
                price: 24,
                variants: [
                  { c: 'IRPF', l: '2 Mpx' },
                  { c: 'EXIPF', l: '2 Mpx, IR 40 m', p: 6 },
                ],
              },
              {
                vendor: 'Hikvision',
                code: 'DS-2CE76H0T-{c}',
                name: 'HD-TVI kamera turret, {l}, 2,8 mm',
                price: 32,
                variants: [
                  { c: 'ITPF', l: '5 Mpx' },
                  { c: 'ITMF', l: '5 Mpx, kovová', p: 5 },
                ],
              },
              {
                vendor: 'Dahua',
                code: 'HAC-HFW1{c}',
                name: 'HDCVI kamera bullet, {l}, 2,8 mm',
                price: 26,
                variants: [
                  { c: '200C', l: '2 Mpx' },
                  { c: '500C', l: '5 Mpx', p: 9 },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'zaznamove-zariadenia',
      name: 'Záznamové zariadenia',
      description: [
        'Sieťové (NVR) a hybridné (DVR) rekordéry zaznamenávajú obraz z kamier a sprístupňujú ho v aplikácii.',
        'Kapacitu záznamu rozšírite pevnými diskami určenými na nepretržitú prevádzku.',
      ],
      children: [
        {
          slug: 'nvr-rekordery',
          name: 'NVR rekordéry',
          description: [
            'NVR rekordéry zaznamenávajú obraz z IP kamier, mnohé modely majú integrovaný PoE switch.',
            'Vyberte podľa počtu kamier, prenosovej kapacity a počtu diskov.',
          ],
          children: [
            {
              slug: 'nvr-8-kanalov',
              name: 'NVR do 8 kanálov',
              description: ['Kompaktné rekordéry pre rodinné domy a menšie prevádzky.', 'Modely s PoE portmi zjednodušia zapojenie kamier jedným káblom.'],
              products: {
                kind: 'recorder',
                short: 'Sieťový videorekordér {l}, H.265+, výstup HDMI 4K.',
                about:
                  'Rekordér pre malé kamerové systémy so záznamom v rozlíšení až 8 Mpx. Integrované PoE porty napájajú kamery priamo, vzdialený prístup zabezpečí mobilná aplikácia aj webový klient.',
                params: [
                  ['Záznam', 'Počet kanálov', '{l}'],
                  ['Záznam', 'Max. rozlíšenie záznamu', '8', 'Mpx'],
                  ['Záznam', 'Počet diskov', '1× SATA, max. 10 TB'],
                  ['Rozhrania', 'Video výstup', 'HDMI, VGA'],
                  ['Napájanie', 'Napájanie', '48', 'V DC'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-7{c}NI-Q1-P',
                    name: 'NVR rekordér {l}',
                    price: 119,
                    variants: [
                      { c: '604', l: '4 kanály, 4× PoE' },
                      { c: '608', l: '8 kanálov, 8× PoE', p: 45 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'NVR410{c}HS-P-4KS3',
                    name: 'NVR rekordér {l}',
                    price: 109,
                    variants: [
                      { c: '4', l: '4 kanály, 4× PoE' },
                      { c: '8', l: '8 kanálov, 8× PoE', p: 55 },
                    ],
                  },
                  {
                    vendor: 'Uniview',
                    code: 'NVR301-0{c}S3-P{c}',
                    name: 'NVR rekordér {l}',
                    price: 89,
                    variants: [
                      { c: '4', l: '4 kanály, 4× PoE' },
                      { c: '8', l: '8 kanálov, 8× PoE', p: 40 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'nvr-16-kanalov',
              name: 'NVR 16 kanálov',
              description: ['Rekordéry pre 16 kamier s podporou dvoch diskov a inteligentného vyhľadávania.', 'Vhodné pre firmy, sklady a bytové domy.'],
              products: {
                kind: 'recorder',
                short: 'NVR rekordér 16 kanálov, {l}, vyhľadávanie osôb a vozidiel.',
                about:
                  'Výkonný rekordér s podporou analytiky z kamier: záznam sa dá prehľadávať podľa osôb, vozidiel alebo prekročenia línie. Dva disky umožnia dlhší záznam alebo zrkadlenie.',
                params: [
                  ['Záznam', 'Počet kanálov', '16'],
                  ['Záznam', 'Prenosová kapacita', '160', 'Mb/s'],
                  ['Záznam', 'Počet diskov', '{l}'],
                  ['Rozhrania', 'Video výstup', 'HDMI 4K, VGA'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-7616NXI-K2{c}',
                    name: 'NVR rekordér AcuSense 16 kanálov, {l}',
                    price: 259,
                    variants: [
                      { c: '', l: '2× SATA' },
                      { c: '-16P', l: '2× SATA, 16× PoE', p: 170 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'NVR5216-{c}-EI',
                    name: 'NVR rekordér WizSense 16 kanálov, {l}',
                    price: 329,
                    variants: [{ c: '16P', l: '2× SATA, 16× PoE' }],
                  },
                  {
                    vendor: 'Uniview',
                    code: 'NVR302-16{c}',
                    name: 'NVR rekordér 16 kanálov, {l}',
                    price: 179,
                    variants: [
                      { c: 'S', l: '2× SATA' },
                      { c: 'S-P16', l: '2× SATA, 16× PoE', p: 140 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'nvr-32-kanalov',
              name: 'NVR 32 a viac kanálov',
              description: [
                'Profesionálne rekordéry pre rozsiahle systémy s RAID a redundantným napájaním.',
                'Podporujú integráciu do centrálnych správcovských softvérov.',
              ],
              products: {
                kind: 'recorder',
                short: 'Profesionálny NVR rekordér {l}, RAID, 19" prevedenie.',
                about:
                  'Rekordér do racku s podporou RAID 1/5/6 a až ôsmich diskov. Je určený pre rozsiahle kamerové systémy, kde je dôležitá ochrana záznamu pred poruchou disku.',
                params: [
                  ['Záznam', 'Počet kanálov', '{l}'],
                  ['Záznam', 'Prenosová kapacita', '320', 'Mb/s'],
                  ['Záznam', 'RAID', '0, 1, 5, 6, 10'],
                  ['Mechanické', 'Prevedenie', '19", 2U'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-96{c}NI-M8',
                    name: 'NVR rekordér {l}, 8× SATA',
                    price: 1190,
                    variants: [
                      { c: '32', l: '32 kanálov' },
                      { c: '64', l: '64 kanálov', p: 380 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'NVR5{c}-EI',
                    name: 'NVR rekordér WizSense {l}, 4× SATA',
                    price: 649,
                    variants: [{ c: '432-4KS2', l: '32 kanálov' }],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'dvr-rekordery',
          name: 'DVR rekordéry',
          description: [
            'Hybridné rekordéry pre analógové HD kamery s možnosťou pripojenia aj IP kamier.',
            'Ideálne riešenie pri postupnej modernizácii systému.',
          ],
          products: {
            kind: 'recorder',
            short: 'Hybridný DVR rekordér {l}, podpora TVI/AHD/CVI/CVBS a IP kamier.',
            about:
              'Päťhybridný rekordér prijme obraz z analógových HD kamier všetkých bežných štandardov a navyše z niekoľkých IP kamier. Záznam je dostupný v mobilnej aplikácii.',
            params: [
              ['Záznam', 'Počet kanálov', '{l}'],
              ['Záznam', 'Počet diskov', '1× SATA'],
              ['Rozhrania', 'Video výstup', 'HDMI, VGA'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'IDS-72{c}HQHI-M1-S',
                name: 'DVR rekordér Turbo HD AcuSense, {l}',
                price: 99,
                variants: [
                  { c: '04', l: '4 kanály' },
                  { c: '08', l: '8 kanálov', p: 40 },
                  { c: '16', l: '16 kanálov', p: 110 },
                ],
              },
              {
                vendor: 'Dahua',
                code: 'XVR51{c}HS-I3',
                name: 'DVR rekordér WizSense, {l}',
                price: 94,
                variants: [
                  { c: '04', l: '4 kanály' },
                  { c: '08', l: '8 kanálov', p: 38 },
                ],
              },
            ],
          },
        },
        {
          slug: 'pevne-disky',
          name: 'Pevné disky',
          description: [
            'Pevné disky určené pre nepretržitý záznam 24/7 s optimalizovaným firmvérom pre video.',
            'Odporúčame ich pre všetky rekordéry v našej ponuke.',
          ],
          products: {
            kind: 'hdd',
            short: 'Pevný disk 3,5" pre kamerové systémy, {l}, prevádzka 24/7.',
            about:
              'Disk optimalizovaný na súčasný zápis viacerých video streamov s nízkou spotrebou a hlučnosťou. Je navrhnutý na nepretržitú prevádzku a záťaž až 180 TB ročne.',
            params: [
              ['Úložisko', 'Kapacita', '{l}'],
              ['Úložisko', 'Rozhranie', 'SATA III'],
              ['Úložisko', 'Formát', '3,5"'],
              ['Úložisko', 'Pracovné zaťaženie', '180', 'TB/rok'],
            ],
            families: [
              {
                vendor: 'Seagate',
                code: 'ST{c}VX015',
                name: 'Pevný disk SkyHawk, {l}',
                price: 62,
                variants: [
                  { c: '2000', l: '2 TB' },
                  { c: '4000', l: '4 TB', p: 34 },
                  { c: '8000', l: '8 TB', p: 128 },
                ],
              },
              {
                vendor: 'Western Digital',
                code: 'WD{c}PURZ',
                name: 'Pevný disk WD Purple, {l}',
                price: 65,
                variants: [
                  { c: '23', l: '2 TB' },
                  { c: '43', l: '4 TB', p: 33 },
                  { c: '64', l: '6 TB', p: 79 },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'prislusenstvo-cctv',
      name: 'Príslušenstvo CCTV',
      description: [
        'Montážne držiaky, krabice, PoE switche a ďalšie príslušenstvo pre profesionálnu inštaláciu kamier.',
        'Správne príslušenstvo skráti montáž a ochráni konektory pred vlhkosťou.',
      ],
      products: {
        kind: 'bracket',
        short: 'Montážne príslušenstvo pre kamery: {l}.',
        about:
          'Originálne montážne príslušenstvo zaručí pevné uchytenie kamery a ochranu prepojenia pred poveternostnými vplyvmi. Farba a dizajn zodpovedajú kamerám výrobcu.',
        params: [
          ['Mechanické', 'Typ', '{l}'],
          ['Mechanické', 'Materiál', 'hliníková zliatina'],
          ['Mechanické', 'Farba', 'biela'],
        ],
        families: [
          {
            vendor: 'Hikvision',
            code: 'DS-12{c}ZJ',
            name: 'Držiak kamery Hikvision, {l}',
            price: 12,
            variants: [
              { c: '60', l: 'montážna krabica' },
              { c: '72', l: 'stenový držiak', p: 4 },
              { c: '75', l: 'stĺpový adaptér', p: 9 },
            ],
          },
          {
            vendor: 'Dahua',
            code: 'PFA1{c}',
            name: 'Držiak kamery Dahua, {l}',
            price: 11,
            variants: [
              { c: '30-E', l: 'montážna krabica' },
              { c: '52-E', l: 'stenový držiak', p: 6 },
            ],
          },
        ],
      },
      children: [
        {
          slug: 'monitory-cctv',
          name: 'Monitory pre CCTV',
          description: [
            'Monitory určené na nepretržitú prevádzku 24/7 pre strážnice, recepcie a dispečingy.',
            'Majú matný panel, kovové telo a vstupy HDMI, VGA aj BNC.',
          ],
          products: {
            kind: 'monitor',
            short: 'Monitor pre kamerové systémy {l}, prevádzka 24/7.',
            about:
              'Profesionálny monitor s panelom určeným na nepretržitý chod. Matná úprava znižuje odlesky a kovové telo s uchytením VESA sa hodí na stenu aj do pultu.',
            params: [
              ['Obraz', 'Uhlopriečka', '{l}'],
              ['Obraz', 'Rozlíšenie', '1920 × 1080'],
              ['Rozhrania', 'Vstupy', 'HDMI, VGA, BNC'],
              ['Mechanické', 'Montáž', 'VESA 100 × 100'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'DS-D50{c}',
                name: 'Monitor Hikvision Full HD, {l}',
                price: 129,
                variants: [
                  { c: '22FN-C', l: '21,5"' },
                  { c: '27FN-C', l: '27"', p: 70 },
                ],
              },
              {
                vendor: 'Dahua',
                code: 'LM{c}',
                name: 'Monitor Dahua Full HD, {l}',
                price: 119,
                variants: [
                  { c: '22-F200', l: '21,5"' },
                  { c: '27-F211', l: '27"', p: 65 },
                  { c: '43-F400', l: '43", 4K', p: 380 },
                ],
              },
            ],
          },
        },
        {
          slug: 'koaxialne-kable',
          name: 'Koaxiálne a kombinované káble',
          description: ['Koaxiálne káble pre analógové HD kamery a kombinované káble s napájacími vodičmi.', 'Predávame na metre aj v celých cievkach.'],
          products: {
            kind: 'cable',
            unit: 'm',
            short: 'Kombinovaný koaxiálny kábel {l}, predaj na metre.',
            about:
              'Kábel spája koaxiálny vodič pre prenos obrazu s dvomi napájacími vodičmi, takže ku kamere vediete jediný kábel. Vhodný pre analógové HD systémy do vzdialenosti 300 m.',
            params: [
              ['Kábel', 'Typ', '{l}'],
              ['Kábel', 'Plášť', 'PVC, biely'],
              ['Kábel', 'Impedancia', '75', 'Ω'],
            ],
            families: [
              {
                vendor: 'Solarix',
                code: 'SXKK-{c}',
                name: 'Koaxiálny kábel Solarix, {l}',
                price: 2.1,
                variants: [
                  { c: 'RG59-2X075', l: 'RG59 + 2× 0,75 mm²' },
                  { c: 'RG6-2X1', l: 'RG6 + 2× 1 mm²', p: 0.6 },
                  { c: 'RG59-PE', l: 'RG59, vonkajší PE', p: -0.2 },
                ],
              },
            ],
          },
        },
        {
          slug: 'poe-switche',
          name: 'PoE switche',
          description: ['PoE switche napájajú kamery a prenášajú dáta jedným káblom.', 'Modely s režimom extend predĺžia dosah až na 250 m.'],
          products: {
            kind: 'switch',
            short: 'PoE switch pre kamerové systémy, {l}, režim extend do 250 m.',
            about:
              'Switch je optimalizovaný pre kamerové systémy: prioritizuje video prevádzku, v režime extend predĺži dosah PoE až na 250 m a stráži napájací rozpočet všetkých portov.',
            params: [
              ['Sieť', 'Porty', '{l}'],
              ['Sieť', 'PoE štandard', '802.3af/at'],
              ['Napájanie', 'PoE rozpočet', '60', 'W'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'DS-3E0{c}P-E-M',
                name: 'PoE switch neriadený, {l}',
                price: 39,
                variants: [
                  { c: '105', l: '4× PoE + 1× uplink' },
                  { c: '109', l: '8× PoE + 1× uplink', p: 31 },
                ],
              },
              {
                vendor: 'Dahua',
                code: 'PFS30{c}ET-60',
                name: 'PoE switch neriadený, {l}',
                price: 44,
                variants: [
                  { c: '06-4', l: '4× PoE + 2× uplink' },
                  { c: '10-8', l: '8× PoE + 2× uplink', p: 29 },
                ],
              },
              {
                vendor: 'Ubiquiti',
                code: 'USW-{c}',
                name: 'PoE switch UniFi, {l}',
                price: 119,
                variants: [
                  { c: 'LITE-8-POE', l: '8 portov, 4× PoE+' },
                  { c: '16-POE', l: '16 portov, 8× PoE+', p: 150 },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
};
