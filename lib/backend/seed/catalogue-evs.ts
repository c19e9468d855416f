import 'server-only';
import type { LineDef } from './catalogue-types';

/** Dverné komunikátory (EVS, "elektrický vrátnik"): door entry and access control. */
export const evs: LineDef = {
  slug: 'evs',
  name: 'Dverné komunikátory',
  color: '#1f6b3d',
  bgColor: '#e8f5ec',
  description: [
    'Dverné komunikátory, elektrické vrátniky a videovrátniky umožňujú overiť návštevu a otvoriť dvere na diaľku.',
    'Ponúkame IP interkomy, dvojvodičové sady pre rodinné a bytové domy, prístupové systémy s čítačkami kariet a elektrické zámky.',
    'Systémy 2N, Comelit, Bticino, Urmet a Fermax podporujú presmerovanie hovoru do mobilného telefónu.',
  ],
  children: [
    {
      slug: 'ip-interkomy',
      name: 'IP interkomy',
      description: [
        'IP interkomy komunikujú po dátovej sieti, napájajú sa cez PoE a hovor prepoja do monitora, telefónu aj aplikácie.',
        'Sú vhodné pre kancelárske budovy, bytové domy aj náročné rezidencie.',
      ],
      children: [
        {
          slug: 'vstupne-panely',
          name: 'Vstupné panely',
          description: [
            'Vonkajšie vstupné panely s kamerou, tlačidlami alebo klávesnicou.',
            'Modulárne panely sa skladajú podľa počtu bytov a požadovaných funkcií.',
          ],
          children: [
            {
              slug: 'jednotlacidlove-panely',
              name: 'Jednotlačidlové panely',
              description: ['Kompaktné vstupné panely s jedným tlačidlom pre rodinné domy a samostatné vstupy.', 'Obsahujú HD kameru a výkonný reproduktor.'],
              products: {
                kind: 'door-panel',
                short: 'IP vstupný panel s kamerou, {l}, napájanie PoE.',
                about:
                  'Vstupný panel s HD kamerou, potlačením ozveny a šumu a odolným krytom. Hovor prepojí do vnútorného monitora, IP telefónu alebo aplikácie v mobile, kde môže používateľ návštevníkovi otvoriť.',
                params: [
                  ['Obraz', 'Kamera', 'HD 1280 × 720, 135°'],
                  ['Ovládanie', 'Tlačidlá', '{l}'],
                  ['Napájanie', 'Napájanie', 'PoE / 12 V DC'],
                  ['Mechanické', 'Krytie', 'IP65'],
                  ['Mechanické', 'Odolnosť', 'IK08'],
                ],
                families: [
                  {
                    vendor: '2N',
                    code: '91378{c}',
                    name: 'IP interkom 2N IP Verso 2.0, {l}',
                    price: 429,
                    variants: [
                      { c: '501', l: '1 tlačidlo' },
                      { c: '502', l: '1 tlačidlo, čítačka kariet', p: 140 },
                    ],
                  },
                  {
                    vendor: '2N',
                    code: '9161{c}',
                    name: 'IP interkom 2N IP Solo, {l}',
                    price: 339,
                    variants: [
                      { c: '101', l: '1 tlačidlo, strieborný' },
                      { c: '101B', l: '1 tlačidlo, čierny', p: 12 },
                    ],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-KV6113-{c}',
                    name: 'IP dverová stanica Hikvision, {l}',
                    price: 129,
                    variants: [{ c: 'WPE1', l: '1 tlačidlo, Wi-Fi' }],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'VTO2202F-{c}',
                    name: 'IP dverová stanica Dahua, {l}',
                    price: 119,
                    variants: [
                      { c: 'P', l: '1 tlačidlo' },
                      { c: 'P-S2', l: '1 tlačidlo, čítačka kariet', p: 24 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'viactlacidlove-panely',
              name: 'Viactlačidlové panely',
              description: ['Modulárne vstupné panely pre bytové domy a firmy s viacerými nájomníkmi.', 'Počet tlačidiel rozšírite prídavnými modulmi.'],
              products: {
                kind: 'door-panel',
                short: 'Modulárny vstupný panel, {l}, pre bytové domy.',
                about:
                  'Modulárny systém umožňuje zostaviť panel presne podľa počtu bytov. K dispozícii sú moduly tlačidiel, informačné štítky, čítačky kariet aj klávesnice a celok sa osadí do rámčeka na omietku alebo pod omietku.',
                params: [
                  ['Ovládanie', 'Tlačidlá', '{l}'],
                  ['Napájanie', 'Napájanie', 'PoE'],
                  ['Mechanické', 'Montáž', 'na omietku / pod omietku'],
                  ['Mechanické', 'Krytie', 'IP54'],
                ],
                families: [
                  {
                    vendor: '2N',
                    code: '91550{c}',
                    name: 'Modul tlačidiel 2N IP Style, {l}',
                    price: 119,
                    variants: [
                      { c: '182', l: '4 tlačidlá' },
                      { c: '183', l: '8 tlačidiel', p: 38 },
                    ],
                  },
                  {
                    vendor: 'Comelit',
                    code: '33{c}',
                    name: 'Vstupný panel Comelit Ultra, {l}',
                    price: 289,
                    variants: [
                      { c: '43C', l: '4 tlačidlá' },
                      { c: '48C', l: '8 tlačidiel', p: 74 },
                    ],
                  },
                  {
                    vendor: 'Urmet',
                    code: '1083-{c}',
                    name: 'Tlačidlový modul Urmet Alpha, {l}',
                    price: 64,
                    variants: [
                      { c: '42', l: '2 tlačidlá' },
                      { c: '44', l: '4 tlačidlá', p: 18 },
                    ],
                  },
                  {
                    vendor: 'Fermax',
                    code: 'F0{c}',
                    name: 'Vstupný panel Fermax Skyline, {l}',
                    price: 159,
                    variants: [
                      { c: '7340', l: '4 tlačidlá' },
                      { c: '7342', l: '6 tlačidiel', p: 35 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'panely-s-klavesnicou',
              name: 'Panely s klávesnicou a displejom',
              description: [
                'Vstupné panely s klávesnicou a displejom pre veľké bytové domy a areály.',
                'Návštevník vyhľadá byt v zozname alebo zadá číslo priamo.',
              ],
              products: {
                kind: 'door-panel',
                short: 'IP vstupný panel s displejom a klávesnicou, {l}.',
                about:
                  'Panel s farebným displejom a elektronickým zoznamom obyvateľov nahradí desiatky tlačidiel. Klávesnica slúži aj na otváranie kódom, displej zobrazuje pokyny a informácie pre návštevníkov.',
                params: [
                  ['Obraz', 'Displej', '{l}'],
                  ['Ovládanie', 'Klávesnica', 'áno'],
                  ['Napájanie', 'Napájanie', 'PoE+'],
                  ['Mechanické', 'Krytie', 'IP54'],
                ],
                families: [
                  { vendor: '2N', code: '91550{c}', name: 'IP interkom 2N IP Style, {l}', price: 1190, variants: [{ c: '101', l: '10" dotykový displej' }] },
                  { vendor: 'Comelit', code: 'UT{c}', name: 'Modul displeja Comelit Ultra, {l}', price: 449, variants: [{ c: '9270', l: '3,5" displej' }] },
                  {
                    vendor: 'Bticino',
                    code: '3{c}',
                    name: 'Modul klávesnice Bticino Class 300, {l}',
                    price: 219,
                    variants: [{ c: '53200', l: 'displej a numerická klávesnica' }],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'vnutorne-monitory',
          name: 'Vnútorné monitory',
          description: [
            'Vnútorné odpovedacie jednotky s farebným displejom na príjem hovorov a otváranie dverí.',
            'Mnohé modely sú zároveň ovládacím panelom domácnosti.',
          ],
          children: [
            {
              slug: 'monitory-7-palcov',
              name: 'Monitory 7"',
              description: [
                'Monitory s uhlopriečkou 7 palcov sú najčastejšou voľbou do bytov a rodinných domov.',
                'Ponúkajú hands-free hovor a pamäť návštev.',
              ],
              products: {
                kind: 'monitor',
                short: 'Vnútorný monitor 7", {l}, hands-free hovor a pamäť návštev.',
                about:
                  'Odpovedacia jednotka s dotykovým displejom a hands-free hovorom. Ukladá snímky návštevníkov, ktorí zazvonili počas neprítomnosti, a umožňuje otvoriť dvere aj bránu jedným dotykom.',
                params: [
                  ['Obraz', 'Uhlopriečka', '7', '"'],
                  ['Obraz', 'Rozlíšenie displeja', '1024 × 600'],
                  ['Komunikácia', 'Pripojenie', '{l}'],
                  ['Mechanické', 'Montáž', 'na stenu'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-KH6320-{c}',
                    name: 'Vnútorný monitor 7", {l}',
                    price: 109,
                    variants: [
                      { c: 'WTE1', l: 'IP, Wi-Fi' },
                      { c: 'TE1', l: 'IP, PoE', p: -8 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'VTH2621G{c}',
                    name: 'Vnútorný monitor 7", {l}',
                    price: 99,
                    variants: [
                      { c: '-P', l: 'IP, PoE' },
                      { c: 'W-P', l: 'IP, Wi-Fi', p: 14 },
                    ],
                  },
                  {
                    vendor: 'Comelit',
                    code: '6{c}',
                    name: 'Vnútorný monitor Comelit Mini Wi-Fi, {l}',
                    price: 239,
                    variants: [{ c: '741W', l: '2-drôtový, Wi-Fi' }],
                  },
                  { vendor: 'Fermax', code: '9{c}', name: 'Vnútorný monitor Fermax Vivo, {l}', price: 199, variants: [{ c: '449', l: '2-drôtový DUOX PLUS' }] },
                ],
              },
            },
            {
              slug: 'monitory-10-palcov',
              name: 'Monitory 10"',
              description: [
                'Veľké monitory s Androidom a aplikáciami pre prémiové rezidencie a kancelárie.',
                'Zobrazia obraz z viacerých kamier a ovládajú inteligentnú domácnosť.',
              ],
              products: {
                kind: 'monitor',
                short: 'Vnútorný monitor 10" s OS Android, {l}.',
                about:
                  'Veľký dotykový monitor s operačným systémom Android. Okrem hovoru s návštevou zobrazuje kamery, spúšťa aplikácie inteligentnej domácnosti a slúži ako prehľadný ovládací panel budovy.',
                params: [
                  ['Obraz', 'Uhlopriečka', '10,1', '"'],
                  ['Obraz', 'Rozlíšenie displeja', '1280 × 800'],
                  ['Komunikácia', 'Pripojenie', '{l}'],
                ],
                families: [
                  {
                    vendor: '2N',
                    code: '91378{c}',
                    name: 'Vnútorná jednotka 2N Indoor View, {l}',
                    price: 489,
                    variants: [
                      { c: '601', l: 'PoE, biela' },
                      { c: '601B', l: 'PoE, čierna', p: 6 },
                    ],
                  },
                  {
                    vendor: 'Hikvision',
                    code: 'DS-KH9510-{c}',
                    name: 'Vnútorný monitor 10" Android, {l}',
                    price: 279,
                    variants: [{ c: 'WTE1', l: 'PoE, Wi-Fi' }],
                  },
                  {
                    vendor: 'Bticino',
                    code: '3441{c}',
                    name: 'Vnútorný monitor Bticino Classe 300EOS, {l}',
                    price: 519,
                    variants: [{ c: '70', l: '2-drôtový, Alexa' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      slug: 'dvojdrotove-systemy',
      name: '2-drôtové videovrátniky',
      description: [
        'Dvojvodičové systémy prenášajú obraz, zvuk aj napájanie len po dvoch vodičoch.',
        'Sú ideálne pri rekonštrukciách, kde je k dispozícii len stará kabeláž zvončeka.',
      ],
      children: [
        {
          slug: 'sady-videovratnikov',
          name: 'Sady videovrátnikov',
          description: ['Kompletné sady obsahujú vstupný panel, monitor a zdroj pripravené na rýchlu montáž.', 'Ideálne pre rodinné domy a dvojdomy.'],
          products: {
            kind: 'monitor',
            short: 'Sada 2-drôtového videovrátnika: vstupný panel a monitor {l}.',
            about:
              'Kompletná sada videovrátnika s dvojvodičovým zapojením. Obsahuje vonkajší vstupný panel s kamerou, vnútorný monitor a napájací zdroj; montáž zvládne elektrikár za niekoľko hodín.',
            params: [
              ['Obraz', 'Monitor', '{l}'],
              ['Komunikácia', 'Zapojenie', '2-drôtové, nepolarizované'],
              ['Mechanické', 'Krytie panela', 'IP54'],
            ],
            families: [
              {
                vendor: 'Comelit',
                code: '8{c}',
                name: 'Sada videovrátnika Comelit, monitor {l}',
                price: 329,
                variants: [
                  { c: '461W', l: '7", Wi-Fi' },
                  { c: '471W', l: '7", Wi-Fi, 2 byty', p: 210 },
                ],
              },
              {
                vendor: 'Urmet',
                code: '1723-{c}',
                name: 'Sada videovrátnika Urmet Note 2, monitor {l}',
                price: 289,
                variants: [
                  { c: '91', l: '4,3"' },
                  { c: '93', l: '7"', p: 55 },
                ],
              },
              { vendor: 'Fermax', code: '9{c}', name: 'Sada videovrátnika Fermax Way-Fi, monitor {l}', price: 359, variants: [{ c: '438', l: '7", Wi-Fi' }] },
              { vendor: 'Bticino', code: '3{c}', name: 'Sada videovrátnika Bticino Classe 100, monitor {l}', price: 269, variants: [{ c: '63911', l: '5"' }] },
              {
                vendor: 'Dahua',
                code: 'KTD0{c}',
                name: 'Sada videovrátnika Dahua, monitor {l}',
                price: 219,
                variants: [
                  { c: '1', l: '7", 2-drôtový' },
                  { c: '2', l: '7", 2-drôtový, 2 monitory', p: 89 },
                ],
              },
            ],
          },
        },
        {
          slug: 'audio-vratniky',
          name: 'Audio vrátniky',
          description: ['Elektrické vrátniky bez kamery pre jednoduché vstupy, brány a bytové domy.', 'Nízka cena, jednoduchá montáž a dlhá životnosť.'],
          products: {
            kind: 'door-panel',
            short: 'Audio vrátnik (elektrický vrátnik), {l}.',
            about:
              'Spoľahlivý elektrický vrátnik s čistým hlasovým prenosom. Slúchadlo so zámkovým tlačidlom otvorí dvere alebo bránu, vstupný panel je z odolného hliníka.',
            params: [
              ['Ovládanie', 'Tlačidlá', '{l}'],
              ['Komunikácia', 'Zapojenie', '2-drôtové'],
              ['Mechanické', 'Materiál panela', 'hliník'],
            ],
            families: [
              {
                vendor: 'Urmet',
                code: '1122-{c}',
                name: 'Sada audio vrátnika Urmet Mikra, {l}',
                price: 79,
                variants: [
                  { c: '1', l: '1 tlačidlo' },
                  { c: '2', l: '2 tlačidlá', p: 42 },
                ],
              },
              {
                vendor: 'Fermax',
                code: '6{c}',
                name: 'Sada audio vrátnika Fermax Cityline, {l}',
                price: 99,
                variants: [
                  { c: '201', l: '1 tlačidlo' },
                  { c: '202', l: '2 tlačidlá', p: 48 },
                ],
              },
              { vendor: 'Bticino', code: '3{c}', name: 'Domáci telefón Bticino Classe 100 A16B, {l}', price: 56, variants: [{ c: '44182', l: 'slúchadlo' }] },
            ],
          },
        },
      ],
    },
    {
      slug: 'pristupove-systemy',
      name: 'Prístupové systémy',
      description: [
        'Prístupové systémy riadia vstup do budov a miestností pomocou kariet, čipov, PIN kódov alebo biometrie.',
        'Záznamy o prístupoch slúžia aj ako podklad pre dochádzkový systém.',
      ],
      children: [
        {
          slug: 'citacky-kariet',
          name: 'Čítačky a terminály',
          description: [
            'Čítačky bezkontaktných kariet a biometrické terminály pre vnútorné aj vonkajšie použitie.',
            'Podporujú rozhrania Wiegand, RS-485 a OSDP.',
          ],
          children: [
            {
              slug: 'rfid-citacky',
              name: 'RFID čítačky',
              description: ['Čítačky kariet EM a MIFARE s voliteľnou klávesnicou pre PIN.', 'Odolné prevedenie s krytím IP65 sa hodí aj na vonkajšie vstupy.'],
              products: {
                kind: 'reader',
                short: 'Čítačka bezkontaktných kariet, {l}, rozhranie Wiegand.',
                about:
                  'Čítačka pre prístupové systémy s rýchlym načítaním karty a LED a zvukovou signalizáciou. Montuje sa na rám dverí alebo stenu, vonkajšie prevedenie odolá dažďu aj mrazu.',
                params: [
                  ['Identifikácia', 'Technológia', '{l}'],
                  ['Komunikácia', 'Rozhranie', 'Wiegand 26/34, RS-485'],
                  ['Mechanické', 'Krytie', 'IP65'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-K1102{c}',
                    name: 'Čítačka kariet Hikvision, {l}',
                    price: 39,
                    variants: [
                      { c: 'M', l: 'MIFARE 13,56 MHz' },
                      { c: 'MK', l: 'MIFARE s klávesnicou', p: 15 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'ASR1{c}',
                    name: 'Čítačka kariet Dahua, {l}',
                    price: 35,
                    variants: [
                      { c: '100B', l: 'EM 125 kHz' },
                      { c: '200E', l: 'MIFARE s klávesnicou', p: 21 },
                    ],
                  },
                  {
                    vendor: '2N',
                    code: '91602{c}',
                    name: 'Modul čítačky 2N Access Unit 2.0, {l}',
                    price: 289,
                    variants: [
                      { c: '31', l: 'RFID 125 kHz a 13,56 MHz' },
                      { c: '32', l: 'RFID a Bluetooth', p: 110 },
                    ],
                  },
                ],
              },
            },
            {
              slug: 'biometricke-citacky',
              name: 'Biometrické terminály',
              description: [
                'Terminály s čítačkou odtlačkov prstov alebo rozpoznaním tváre pre bezkontaktnú identifikáciu.',
                'Ideálne pre evidenciu dochádzky a vstup do zabezpečených priestorov.',
              ],
              products: {
                kind: 'reader',
                short: 'Biometrický terminál, {l}, evidencia dochádzky a riadenie vstupu.',
                about:
                  'Terminál overí osobu podľa tváre alebo odtlačku prsta za menej ako sekundu. Udalosti ukladá lokálne aj do centrálneho softvéru, kde slúžia na vyhodnotenie dochádzky.',
                params: [
                  ['Identifikácia', 'Technológia', '{l}'],
                  ['Identifikácia', 'Kapacita', '3000 tvárí / 5000 kariet'],
                  ['Komunikácia', 'Rozhranie', 'TCP/IP, Wiegand, RS-485'],
                ],
                families: [
                  {
                    vendor: 'Hikvision',
                    code: 'DS-K1T{c}',
                    name: 'Terminál s rozpoznaním tváre Hikvision, {l}',
                    price: 249,
                    variants: [
                      { c: '341AM', l: 'tvár, MIFARE' },
                      { c: '671MF', l: 'tvár, odtlačok prsta, MIFARE', p: 230 },
                    ],
                  },
                  {
                    vendor: 'Dahua',
                    code: 'ASI{c}',
                    name: 'Terminál s rozpoznaním tváre Dahua, {l}',
                    price: 269,
                    variants: [{ c: '3204E', l: 'tvár, MIFARE' }],
                  },
                  {
                    vendor: '2N',
                    code: '91602{c}',
                    name: 'Modul čítačky odtlačkov 2N Access Unit, {l}',
                    price: 419,
                    variants: [{ c: '35', l: 'odtlačok prsta' }],
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'kontrolery-pristupu',
          name: 'Prístupové kontroléry',
          description: [
            'Kontroléry riadia zámky, vyhodnocujú oprávnenia a ukladajú udalosti aj pri výpadku siete.',
            'Podľa počtu dverí vyberte dvoj- alebo štvordverový model.',
          ],
          products: {
            kind: 'communicator',
            short: 'Sieťový prístupový kontrolér, {l}.',
            about:
              'Kontrolér prijíma identifikáciu z čítačiek, overuje oprávnenia podľa časových plánov a ovláda zámky dverí. Udalosti a oprávnenia si drží lokálne, takže funguje aj pri výpadku spojenia so serverom.',
            params: [
              ['Systém', 'Počet dverí', '{l}'],
              ['Systém', 'Kapacita', '100 000 kariet'],
              ['Komunikácia', 'Rozhranie', 'TCP/IP, Wiegand, RS-485'],
              ['Napájanie', 'Napájanie', '12', 'V DC'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'DS-K260{c}T',
                name: 'Prístupový kontrolér Hikvision, {l}',
                price: 249,
                variants: [
                  { c: '2', l: '2 dvere' },
                  { c: '4', l: '4 dvere', p: 120 },
                ],
              },
              {
                vendor: 'Dahua',
                code: 'ASC210{c}B-T',
                name: 'Prístupový kontrolér Dahua, {l}',
                price: 229,
                variants: [
                  { c: '2', l: '2 dvere' },
                  { c: '4', l: '4 dvere', p: 110 },
                ],
              },
              { vendor: '2N', code: '91602{c}', name: 'Sieťový kontrolér 2N Access Unit M, {l}', price: 339, variants: [{ c: '42', l: '1 dvere, PoE' }] },
            ],
          },
        },
        {
          slug: 'karty-a-cipy',
          name: 'Karty a čipy',
          description: ['Bezkontaktné karty, kľúčenky a náramky pre prístupové a dochádzkové systémy.', 'Dodávame v baleniach po 10 a 50 kusov.'],
          products: {
            kind: 'card',
            unit: 'bal.',
            short: 'Bezkontaktné identifikačné médiá, {l}.',
            about:
              'Identifikačné médiá pre prístupové systémy, evidenciu dochádzky a elektrické zámky. Každý kus má jedinečné sériové číslo, karty sú vhodné na potlač.',
            params: [
              ['Identifikácia', 'Technológia', '{l}'],
              ['Balenie', 'Počet kusov v balení', '10'],
              ['Mechanické', 'Prevedenie', 'karta ISO / kľúčenka'],
            ],
            families: [
              {
                vendor: 'Hikvision',
                code: 'IC-S50-{c}',
                name: 'Bezkontaktné karty Hikvision, {l}, 10 ks',
                price: 9,
                variants: [
                  { c: 'CARD', l: 'MIFARE 1K' },
                  { c: 'FOB', l: 'MIFARE 1K kľúčenka', p: 4 },
                ],
              },
              {
                vendor: '2N',
                code: '91341{c}',
                name: 'Prístupové karty 2N, {l}, 10 ks',
                price: 24,
                variants: [
                  { c: '482', l: 'EM 125 kHz' },
                  { c: '481', l: 'MIFARE DESFire EV2', p: 19 },
                ],
              },
              {
                vendor: 'Jablotron',
                code: 'JA-19{c}J',
                name: 'Prístupový čip Jablotron, {l}, 10 ks',
                price: 27,
                variants: [
                  { c: '0', l: 'RFID kľúčenka' },
                  { c: '2', l: 'RFID karta', p: -3 },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      slug: 'elektricke-zamky',
      name: 'Elektrické zámky a zdroje',
      description: [
        'Elektrické otvárače, magnetické zámky a napájacie zdroje na otváranie dverí z vrátnika alebo prístupového systému.',
        'Vyberte prevedenie podľa typu dverí a požiadaviek na požiarne únikové cesty.',
      ],
      children: [
        {
          slug: 'elektricke-otvarace',
          name: 'Elektrické otvárače',
          description: [
            'Elektrické otvárače sa montujú do zárubne namiesto protiplechu.',
            'Varianty s pamäťou a mechanickou aretáciou zvládnu aj frekventované vstupy.',
          ],
          products: {
            kind: 'lock',
            short: 'Elektrický otvárač dverí, {l}, 12 V AC/DC.',
            about:
              'Otvárač uvoľní západku dverí po privedení napätia z vrátnika alebo prístupového systému. Symetrické prevedenie sa hodí pre ľavé aj pravé dvere, mechanická aretácia umožní dočasne ponechať dvere voľne otvárateľné.',
            params: [
              ['Elektrické', 'Napätie', '12', 'V AC/DC'],
              ['Mechanické', 'Prevedenie', '{l}'],
              ['Mechanické', 'Prídržná sila', '3500', 'N'],
            ],
            families: [
              {
                vendor: 'Bticino',
                code: 'BT-{c}',
                name: 'Elektrický otvárač, {l}',
                price: 21,
                variants: [
                  { c: 'OTV-12', l: 'symetrický' },
                  { c: 'OTV-12M', l: 'symetrický s pamäťou', p: 7 },
                ],
              },
              {
                vendor: 'Urmet',
                code: 'URM-{c}',
                name: 'Elektrický otvárač Urmet, {l}',
                price: 24,
                variants: [
                  { c: '9000-12', l: 'reverzný, pre únikové cesty', p: 32 },
                  { c: '9000-10', l: 'symetrický' },
                ],
              },
              {
                vendor: 'Comelit',
                code: 'COM-{c}',
                name: 'Magnetický zámok Comelit, {l}',
                price: 59,
                variants: [
                  { c: 'ML280', l: 'prídržná sila 280 kg' },
                  { c: 'ML500', l: 'prídržná sila 500 kg', p: 26 },
                ],
                params: [['Mechanické', 'Prídržná sila', '2800 / 5000', 'N']],
              },
            ],
          },
        },
        {
          slug: 'napajacie-zdroje',
          name: 'Napájacie zdroje',
          description: [
            'Stabilizované zdroje a zdroje so zálohou pre vrátniky, zámky a prístupové systémy.',
            'Montáž na DIN lištu alebo do kovového boxu s akumulátorom.',
          ],
          products: {
            kind: 'psu',
            short: 'Napájací zdroj {l} pre vrátniky a prístupové systémy.',
            about:
              'Stabilizovaný spínaný zdroj s ochranou proti skratu a preťaženiu. Verzie v boxe nabíjajú záložný akumulátor a pri výpadku siete zabezpečia funkciu zámkov a čítačiek.',
            params: [
              ['Elektrické', 'Výstup', '{l}'],
              ['Elektrické', 'Vstupné napätie', '230', 'V AC'],
              ['Mechanické', 'Montáž', 'DIN lišta'],
            ],
            families: [
              {
                vendor: 'Comelit',
                code: '1{c}',
                name: 'Napájací zdroj Comelit, {l}',
                price: 44,
                variants: [
                  { c: '395', l: '12 V DC, 2 A' },
                  { c: '596', l: '24 V DC, 1,5 A', p: 18 },
                ],
              },
              { vendor: 'Urmet', code: '789-{c}', name: 'Napájací zdroj Urmet, {l}', price: 39, variants: [{ c: '12', l: '12 V AC, 1 A' }] },
              {
                vendor: 'Satel',
                code: 'APS-{c}',
                name: 'Zálohovaný zdroj v boxe Satel, {l}',
                price: 29,
                variants: [
                  { c: '412', l: '12 V DC, 4 A' },
                  { c: '524', l: '24 V DC, 5 A', p: 21 },
                ],
                params: [['Mechanické', 'Montáž', 'kovový box pre akumulátor 17 Ah']],
              },
            ],
          },
        },
      ],
    },
  ],
};
