import 'server-only';
import type { DrawingKind } from './catalogue-types';

export interface BlogSeed {
  slug: string;
  title: string;
  perex: string;
  /** HTML body */
  content: string;
  /** days before the base date 2026-11-01 */
  daysAgo: number;
  onHomepage: boolean;
  line: string;
  kinds: readonly DrawingKind[];
}

/** Demo articles: practical Slovak know-how for installers, spread over 2026. */
export const BLOGS: readonly BlogSeed[] = [
  {
    slug: 'ako-vybrat-ip-kameru-pre-rodinny-dom',
    title: 'Ako vybrať IP kameru pre rodinný dom',
    perex: '<p>Rozlíšenie, objektív, nočné videnie a umiestnenie: prehľad toho, na čo sa pri výbere kamery pre rodinný dom oplatí pozrieť.</p>',
    daysAgo: 12,
    onHomepage: true,
    line: 'cctv',
    kinds: ['bullet', 'turret'],
    content: `<p>Kamerový systém dnes patrí k bežnej výbave rodinných domov. Správne zvolená kamera pritom nerozhoduje len o kvalite obrazu, ale aj o tom, či záznam bude v prípade potreby naozaj použiteľný.</p>
<h2>Rozlíšenie: 4 Mpx ako rozumný štandard</h2>
<p>Pre väčšinu domov odporúčame kamery s rozlíšením 4 Mpx. Poskytujú dostatok detailov na rozpoznanie osoby pri vstupe a zároveň nezaťažujú disk rekordéra tak ako 4K modely. Kamery s rozlíšením 8 Mpx majú zmysel pri sledovaní väčších plôch, napríklad dvora alebo príjazdovej cesty, kde chcete obraz digitálne približovať.</p>
<h2>Objektív určuje, čo kamera uvidí</h2>
<p>Ohnisková vzdialenosť 2,8 mm poskytne široký záber vhodný na terasu či záhradu. Objektív 4 mm alebo 6 mm zúži záber, ale priblíži vzdialenejšie objekty, napríklad bránu. Ak si nie ste istí, zvoľte kameru s motorzoomom, ktorú nastavíte až po montáži.</p>
<h2>Nočné videnie a farebný obraz</h2>
<p>Klasický IR prísvit zabezpečí čiernobiely obraz v úplnej tme. Technológie ako Hikvision ColorVu alebo Dahua Full-color využívajú citlivé snímače a jemné biele svetlo, vďaka čomu je obraz farebný aj v noci. Farebný záznam výrazne uľahčuje identifikáciu oblečenia či farby vozidla.</p>
<h2>Napájanie cez PoE</h2>
<p>Kamery napájané cez PoE potrebujú jediný dátový kábel. Stačí rekordér s integrovanými PoE portami alebo PoE switch. Montáž je rýchlejšia a spoľahlivejšia ako pri samostatných zdrojoch pri každej kamere.</p>
<p>Ak potrebujete pomôcť s návrhom systému, naši technici vám radi pripravia rozmiestnenie kamier aj výpočet kapacity záznamu.</p>`,
  },
  {
    slug: 'bezdrotove-zabezpecenie-ajax-v-praxi',
    title: 'Bezdrôtové zabezpečenie Ajax v praxi',
    perex: '<p>Skúsenosti montážnych firiem s bezdrôtovým systémom Ajax: kde šetrí čas, na čo si dať pozor a ako ho predať zákazníkovi.</p>',
    daysAgo: 34,
    onHomepage: true,
    line: 'ezs',
    kinds: ['alarm-panel', 'pir'],
    content: `<p>Bezdrôtové zabezpečovacie systémy sa za posledné roky dostali na úroveň, ktorá im umožňuje konkurovať drôtovým riešeniam aj v náročnejších objektoch. Systém Ajax je medzi montážnikmi obľúbený najmä pre rýchlu inštaláciu a pohodlnú správu na diaľku.</p>
<h2>Montáž bez sekania stien</h2>
<p>Detektory sa pripájajú k ústredni naskenovaním QR kódu v aplikácii. Celý byt tak zabezpečíte za jedno dopoludnie, bez prachu a bez zásahu do omietok. To oceňujú najmä zákazníci v obývaných priestoroch.</p>
<h2>Dosah a rádiová komunikácia</h2>
<p>Protokol Jeweller komunikuje obojsmerne a so šifrovaním. V otvorenom priestore dosahuje až 2000 metrov, v budove je však rozhodujúca konštrukcia stien. Pri železobetónových stavbách odporúčame pred montážou otestovať silu signálu a v prípade potreby doplniť opakovač ReX 2.</p>
<h2>Batérie a servis</h2>
<p>Výrobca uvádza výdrž batérií v detektoroch až sedem rokov. Systém však vopred upozorní na slabú batériu, takže výmenu môžete naplánovať spolu s pravidelnou revíziou. Vzdialený prístup cez aplikáciu PRO výrazne znižuje počet servisných výjazdov.</p>
<p>Kompletný sortiment Ajax máme skladom v Bratislave aj v Košiciach a pre partnerov organizujeme pravidelné certifikačné školenia.</p>`,
  },
  {
    slug: 'novela-normy-stn-en-50131-co-sa-meni',
    title: 'STN EN 50131: čo musí vedieť projektant zabezpečovacieho systému',
    perex: '<p>Stupne zabezpečenia, triedy prostredia a dokumentácia: stručný sprievodca normou pre elektrické zabezpečovacie systémy.</p>',
    daysAgo: 63,
    onHomepage: false,
    line: 'ezs',
    kinds: ['keypad'],
    content: `<p>Súbor noriem STN EN 50131 stanovuje požiadavky na poplachové systémy proti vniknutiu. Pre projektanta aj montážnika je dôležitý najmä pri objektoch, kde zabezpečenie vyžaduje poisťovňa.</p>
<h2>Stupne zabezpečenia</h2>
<p>Norma rozlišuje štyri stupne podľa predpokladaných schopností narušiteľa. Pre byty a rodinné domy spravidla postačuje stupeň 2, obchody, lekárne a kancelárie s cennosťami často vyžadujú stupeň 3. Stupeň systému určuje najslabší komponent, preto musia zodpovedať všetky prvky vrátane komunikátora.</p>
<h2>Triedy prostredia</h2>
<p>Trieda prostredia I až IV vyjadruje podmienky, v ktorých bude komponent pracovať: od vykurovaných interiérov až po vonkajšie prostredie. Detektor s triedou II nemontujte do nevykurovanej garáže, kde teploty klesajú pod nulu.</p>
<h2>Dokumentácia a revízie</h2>
<p>Súčasťou odovzdania systému je projektová dokumentácia, protokol o skúške a poučenie používateľa. Pravidelné revízie dokladujú funkčnosť systému a sú často podmienkou poistného plnenia.</p>`,
  },
  {
    slug: 'ip-interkom-2n-pre-bytovy-dom',
    title: 'IP interkom 2N pre bytový dom: krok za krokom',
    perex: '<p>Ako naplánovať modernizáciu vrátnika v bytovom dome s IP interkomami 2N a prepojením na mobilné telefóny obyvateľov.</p>',
    daysAgo: 95,
    onHomepage: true,
    line: 'evs',
    kinds: ['door-panel', 'monitor'],
    content: `<p>Výmena starého elektrického vrátnika v bytovom dome je ideálnou príležitosťou prejsť na IP technológiu. Obyvatelia získajú videohovor s návštevou, otváranie dverí z mobilu a správca prehľad o prístupoch.</p>
<h2>Prieskum existujúcej kabeláže</h2>
<p>Ak sú v dome k dispozícii štruktúrovaná kabeláž alebo aspoň rezervné chráničky, odporúčame čistý IP systém s napájaním cez PoE. Tam, kde je len pôvodné dvojvodičové vedenie, pomôžu prevodníky 2N 2Wire, ktoré prenesú Ethernet po existujúcich vodičoch.</p>
<h2>Vstupný panel a vnútorné jednotky</h2>
<p>Pre domy do 30 bytov sa osvedčil modulárny panel 2N IP Verso 2.0 s tlačidlami alebo dotykovým zoznamom obyvateľov. Do bytov je možné osadiť vnútorné jednotky 2N Indoor, alebo hovory presmerovať priamo do aplikácie My2N.</p>
<h2>Správa a prístupové karty</h2>
<p>Karty a PIN kódy sa spravujú centrálne v softvéri 2N Access Commander. Stratenú kartu zablokujete jedným kliknutím a výpis prístupov pomôže pri riešení sporov.</p>
<p>Radi vám pripravíme návrh riešenia vrátane rozpočtu pre spoločenstvo vlastníkov.</p>`,
  },
  {
    slug: 'eps-v-malych-objektoch',
    title: 'Elektrická požiarna signalizácia v malých objektoch',
    perex: '<p>Kedy stačí konvenčná ústredňa, kedy sa oplatí adresovateľný systém a na čo nezabudnúť pri projekte EPS.</p>',
    daysAgo: 128,
    onHomepage: false,
    line: 'eps',
    kinds: ['fire-panel', 'smoke'],
    content: `<p>Povinnosť inštalovať elektrickú požiarnu signalizáciu vyplýva z požiarnobezpečnostného riešenia stavby. Aj v menších objektoch, ako sú penzióny, škôlky alebo menšie prevádzky, je preto potrebné zvoliť vhodný typ systému.</p>
<h2>Konvenčný alebo adresovateľný systém?</h2>
<p>Konvenčné ústredne určia poplach podľa zóny, čo v objekte s niekoľkými miestnosťami postačuje. Adresovateľný systém určí konkrétny hlásič, zrýchli zásah a zjednoduší servis. Rozdiel v cene sa pri desiatkach hlásičov výrazne zmenšuje.</p>
<h2>Výber hlásičov</h2>
<p>Optické dymové hlásiče sú univerzálnou voľbou. Do kuchýň a kotolní patria teplotné hlásiče, ktoré nereagujú na paru. Multisenzorové hlásiče kombinujú výhody oboch a znižujú počet planých poplachov.</p>
<h2>Kontroly a revízie</h2>
<p>Systém EPS podlieha pravidelným kontrolám prevádzkyschopnosti. Pri hlásičoch odporúčame používať testovacie pomôcky, ktoré overia skutočnú reakciu na dym bez poškodenia hlásiča.</p>`,
  },
  {
    slug: 'cat6-alebo-cat6a',
    title: 'Cat6 alebo Cat6A? Výber kabeláže pre novú kanceláriu',
    perex: '<p>Porovnanie kategórií metalickej kabeláže z pohľadu rýchlosti, PoE, ceny a budúcich potrieb firmy.</p>',
    daysAgo: 160,
    onHomepage: true,
    line: 'sks',
    kinds: ['cable', 'patch-panel'],
    content: `<p>Kabeláž sa v budove mení raz za 15 až 20 rokov, preto sa oplatí premyslieť jej kategóriu s ohľadom na budúcnosť. Najčastejšie sa rozhodujeme medzi kategóriami 6 a 6A.</p>
<h2>Rýchlosť a vzdialenosť</h2>
<p>Kategória 6 spoľahlivo prenesie 1 Gb/s na 100 metrov a 10 Gb/s len na kratšie vzdialenosti. Kategória 6A zvládne 10 Gb/s na plných 100 metrov, čo oceníte pri pripojení výkonných Wi-Fi prístupových bodov.</p>
<h2>PoE a zahrievanie káblov</h2>
<p>S rastúcim výkonom PoE sa káble vo zväzkoch zahrievajú. Hrubšie vodiče a tienenie káblov Cat6A odvádzajú teplo lepšie, preto sú vhodnejšie pre kamery, prístupové body a osvetlenie napájané cez PoE++.</p>
<h2>Systémová záruka</h2>
<p>Pri použití komponentov jedného výrobcu, napríklad Solarix alebo Panduit, a certifikovanej montáži získate systémovú záruku až 25 rokov. Podmienkou je meranie každej linky a odovzdanie protokolov.</p>`,
  },
  {
    slug: 'pravidelny-servis-zabezpecovacich-systemov',
    title: 'Prečo nepodceňovať pravidelný servis zabezpečovacích systémov',
    perex: '<p>Akumulátory, detektory a komunikátory starnú. Pravidelná kontrola odhalí problémy skôr, ako zlyhá ochrana objektu.</p>',
    daysAgo: 198,
    onHomepage: false,
    line: 'ezs',
    kinds: ['battery', 'siren'],
    content: `<p>Zabezpečovací systém funguje roky bez povšimnutia, a práve preto sa na jeho údržbu ľahko zabúda. Pravidelný servis pritom predĺži životnosť komponentov a zníži počet planých poplachov.</p>
<h2>Akumulátory</h2>
<p>Záložné akumulátory v ústredni a sirénach strácajú kapacitu. Odporúčame ich meranie pri každej revízii a výmenu po troch až piatich rokoch, aj keď sa zdajú funkčné.</p>
<h2>Detektory a sabotážne kontakty</h2>
<p>Pri kontrole overte dosah pohybových detektorov, funkčnosť magnetických kontaktov a sabotážnych spínačov. Prach a pavučiny na šošovke detektora sú častou príčinou planých poplachov.</p>
<h2>Komunikácia na pult</h2>
<p>Skúšobný prenos na pult centrálnej ochrany aj do aplikácie by mal byť súčasťou každej revízie. Zmeny SIM kariet či internetového pripojenia u zákazníka často ostanú nepovšimnuté až do prvého poplachu.</p>`,
  },
  {
    slug: 'pristupove-systemy-a-dochadzka',
    title: 'Prístupový systém ako základ evidencie dochádzky',
    perex: '<p>Jedna karta na dvere aj dochádzku: ako prepojiť prístupový systém s evidenciou pracovného času.</p>',
    daysAgo: 236,
    onHomepage: false,
    line: 'evs',
    kinds: ['reader', 'card'],
    content: `<p>Firmy, ktoré riešia riadenie prístupu do priestorov, často zároveň potrebujú evidovať dochádzku zamestnancov. Spoločný systém šetrí náklady aj administratívu.</p>
<h2>Identifikácia</h2>
<p>Najrozšírenejšie sú bezkontaktné karty a čipy MIFARE. Biometrické terminály s rozpoznaním tváre sú pohodlné a vylučujú požičiavanie kariet, vyžadujú však posúdenie z pohľadu ochrany osobných údajov.</p>
<h2>Ochrana osobných údajov</h2>
<p>Pri biometrii ide o osobitnú kategóriu údajov podľa GDPR. Prevádzkovateľ musí mať právny základ, zamestnancom ponúknuť alternatívu a vypracovať posúdenie vplyvu.</p>
<h2>Prepojenie so mzdami</h2>
<p>Dochádzkový softvér spracuje záznamy z terminálov a pripraví podklady pre mzdovú účtareň. Export do bežných mzdových systémov ušetrí hodiny ručného prepisovania každý mesiac.</p>`,
  },
  {
    slug: 'dimenzovanie-ups-pre-kamerovy-system',
    title: 'Dimenzovanie UPS pre kamerový systém',
    perex: '<p>Ako vypočítať potrebný výkon a dobu zálohy, aby kamerový systém nahrával aj počas výpadku elektriny.</p>',
    daysAgo: 275,
    onHomepage: true,
    line: 'sks',
    kinds: ['ups', 'recorder'],
    content: `<p>Výpadok elektriny je častou chvíľou, keď páchatelia využijú nečinnosť zabezpečenia. Záložný zdroj UPS udrží kamerový systém v prevádzke a chráni zariadenia pred prepätím.</p>
<h2>Výpočet príkonu</h2>
<p>Sčítajte príkon rekordéra, PoE switchov a kamier. Pri PoE kamerách počítajte s maximálnym odberom vrátane IR prísvitu, ktorý sa zapína v noci. K výsledku pripočítajte rezervu 20 až 30 percent.</p>
<h2>Doba zálohy</h2>
<p>Pre bežné výpadky stačí záloha 15 až 30 minút. Ak má systém nahrávať počas dlhších výpadkov, zvoľte UPS s možnosťou pripojenia externých batériových modulov.</p>
<h2>Riadené vypnutie</h2>
<p>Sieťová karta v UPS dokáže pri vybíjaní batérií bezpečne vypnúť rekordér a zabrániť poškodeniu záznamu. Nastavenie odporúčame otestovať už pri uvedení systému do prevádzky.</p>`,
  },
];
