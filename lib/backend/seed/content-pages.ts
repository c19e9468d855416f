import 'server-only';
import { shop } from '@/lib/runtime/config/shop';

export interface PageSeed {
  slug: string;
  title: string;
  content: string;
}

const company = `${shop.company}, ${shop.street}, ${shop.zip} ${shop.city}, IČO ${shop.companyId}, DIČ ${shop.taxId}, IČ DPH ${shop.vatId}, zapísaná v ${shop.register}`;

/** The five text pages of docs/rules.md#screens, written for a B2B distributor. */
export const PAGES: readonly PageSeed[] = [
  {
    slug: 'o-nas',
    title: 'O nás',
    content: `<p>${shop.name} je slovenský veľkoobchodný distribútor bezpečnostných a slaboprúdových technológií. Od roku 2009 zásobujeme montážne firmy, projektantov a systémových integrátorov zabezpečovacími systémami, kamerovými systémami, dverovými komunikátormi, požiarnou signalizáciou a štruktúrovanou kabelážou.</p>
<h2>Čo ponúkame</h2>
<ul><li>viac ako 4 000 skladových položiek od overených výrobcov, ako sú Hikvision, Dahua, Jablotron, Ajax, Paradox, 2N, Bosch či Solarix,</li><li>sklady a predajne v Bratislave a Košiciach s expedíciou v deň objednávky,</li><li>technickú podporu, návrhy systémov a pomoc pri uvádzaní do prevádzky,</li><li>autorizované školenia a certifikácie pre montážnikov.</li></ul>
<h2>Pre koho pracujeme</h2>
<p>Naši zákazníci sú firmy, ktoré zabezpečovacie a dátové systémy navrhujú, montujú a servisujú. Registrovaným partnerom ponúkame veľkoobchodné ceny, individuálne projektové zľavy a predĺženú splatnosť faktúr.</p>
<h2>Kontakt</h2>
<p>${shop.company}<br>${shop.street}, ${shop.zip} ${shop.city}<br>Telefón: ${shop.phone}<br>E-mail: ${shop.email}</p>`,
  },
  {
    slug: 'podpora',
    title: 'Technická podpora',
    content: `<p>Naši technici vám pomôžu s výberom produktov, návrhom systému aj s riešením problémov pri montáži a uvádzaní do prevádzky. Podpora je pre registrovaných partnerov bezplatná.</p>
<h2>Ako nás kontaktovať</h2>
<ul><li>telefonicky na čísle ${shop.phone} v pracovných dňoch od 8:00 do 16:00 (v piatok do 15:00),</li><li>e-mailom na adrese podpora@securitech.sk – odpovedáme spravidla do 4 pracovných hodín,</li><li>cez formulár „Opýtajte sa na produkt“ priamo na stránke produktu.</li></ul>
<h2>Čo si pripraviť</h2>
<p>Pre rýchle vyriešenie požiadavky uveďte presné označenie zariadenia, verziu firmvéru, popis zapojenia a postup, ktorý k problému viedol. Pri kamerových systémoch pomôžu aj snímky obrazovky z nastavení rekordéra.</p>
<h2>Servis a reklamácie</h2>
<p>Záručný a pozáručný servis zabezpečujeme v servisnom stredisku v Bratislave. Zariadenie môžete odovzdať na predajni alebo zaslať kuriérom spolu s vyplneným reklamačným formulárom. Postup reklamácie je popísaný vo všeobecných obchodných podmienkach.</p>
<h2>Firmvéry a dokumentácia</h2>
<p>Technické listy a návody nájdete po prihlásení v záložke Prílohy pri každom produkte. Aktuálne firmvéry poskytujeme na vyžiadanie, aby ste vždy inštalovali verziu overenú pre slovenský trh.</p>`,
  },
  {
    slug: 'skolenia',
    title: 'Školenia a certifikácie',
    content: `<p>V našom školiacom centre v Bratislave a v pobočke v Košiciach organizujeme praktické školenia pre montážnikov, projektantov a servisných technikov. Školenia vedú certifikovaní lektori výrobcov.</p>
<h2>Termíny na rok 2026</h2>
<table><thead><tr><th>Školenie</th><th>Miesto</th><th>Termín</th></tr></thead><tbody>
<tr><td>Jablotron 100+ – certifikácia montážnika</td><td>Bratislava</td><td>14. – 15. januára 2026</td></tr>
<tr><td>Ajax – základné a PRO školenie</td><td>Košice</td><td>4. februára 2026</td></tr>
<tr><td>Hikvision – IP kamery a rekordéry, HCSA</td><td>Bratislava</td><td>10. – 11. marca 2026</td></tr>
<tr><td>2N – IP interkomy a Access Commander</td><td>Bratislava</td><td>21. apríla 2026</td></tr>
<tr><td>EPS – projektovanie podľa STN EN 54 a STN 92 0202</td><td>Košice</td><td>19. mája 2026</td></tr>
<tr><td>Solarix – certifikácia systémovej záruky</td><td>Bratislava</td><td>9. júna 2026</td></tr>
</tbody></table>
<h2>Prihlásenie</h2>
<p>Na školenie sa prihlásite e-mailom na skolenia@securitech.sk alebo telefonicky na ${shop.phone}. Kapacita je obmedzená na 12 účastníkov, aby mal každý dostatok času na praktické cvičenia.</p>
<h2>Cena a certifikát</h2>
<p>Väčšina produktových školení je pre registrovaných partnerov bezplatná. Certifikačné školenia sú spoplatnené podľa cenníka výrobcu a po úspešnom teste získate certifikát, ktorý vás oprávňuje poskytovať predĺženú záruku.</p>`,
  },
  {
    slug: 'vseobecne-obchodne-podmienky',
    title: 'Všeobecné obchodné podmienky',
    content: `<p>Tieto všeobecné obchodné podmienky (ďalej len „VOP“) upravujú vzťahy medzi predávajúcim ${company} (ďalej len „predávajúci“), a kupujúcim, ktorým je podnikateľ alebo právnická osoba nakupujúca v rámci svojej podnikateľskej činnosti (ďalej len „kupujúci“). Vzťahy sa riadia zákonom č. 513/1991 Zb. Obchodný zákonník.</p>
<h2>1. Registrácia a objednávka</h2>
<p>Nakupovať môžu registrovaní zákazníci po overení firemných údajov. Objednávka odoslaná cez e-shop je návrhom na uzavretie kúpnej zmluvy; zmluva vzniká potvrdením objednávky predávajúcim. Ceny sú uvedené bez DPH, DPH sa účtuje podľa platných predpisov. Odoslanie objednávky je spojené s povinnosťou platby.</p>
<h2>2. Dodanie tovaru</h2>
<p>Skladový tovar objednaný v pracovný deň do 14:00 expedujeme ešte v ten istý deň. Tovar je možné doručiť kuriérom SPS, do výdajného miesta Zásielkovne alebo si ho osobne vyzdvihnúť na predajni v Bratislave či Košiciach. Cena dopravy je uvedená v košíku pred odoslaním objednávky. Kupujúci je povinný zásielku pri prevzatí skontrolovať a prípadné poškodenie zapísať do protokolu dopravcu.</p>
<h2>3. Platobné podmienky</h2>
<p>Kupujúci môže zaplatiť bankovým prevodom na základe faktúry, na dobierku, platobnou kartou alebo v hotovosti pri osobnom odbere. Splatnosť faktúr je 14 dní od dátumu vystavenia, ak nie je dohodnuté inak. Pri omeškaní s úhradou je predávajúci oprávnený účtovať úrok z omeškania podľa Obchodného zákonníka a pozastaviť ďalšie dodávky. Tovar zostáva až do úplného zaplatenia vo vlastníctve predávajúceho.</p>
<h2>4. Vrátenie tovaru</h2>
<p>Keďže ide o obchodný vzťah medzi podnikateľmi, kupujúci nemá zákonné právo na odstúpenie od zmluvy bez udania dôvodu. Predávajúci však po dohode prijme späť nepoužitý tovar v pôvodnom nepoškodenom obale do 14 dní od dodania, pričom si môže účtovať manipulačný poplatok 10 % z ceny tovaru. Tovar objednaný na mieru alebo na špeciálnu objednávku vrátiť nemožno.</p>
<h2>5. Reklamácie a záruka</h2>
<p>Záručná doba je 24 mesiacov, ak výrobca neposkytuje dlhšiu záruku. Reklamáciu uplatňuje kupujúci písomne alebo cez reklamačný formulár s popisom vady a kópiou faktúry. Reklamovaný tovar doručí kupujúci na vlastné náklady do servisného strediska predávajúceho. Predávajúci vybaví reklamáciu bez zbytočného odkladu, spravidla do 30 dní. Záruka sa nevzťahuje na vady spôsobené neodbornou montážou, prepätím, mechanickým poškodením alebo použitím v rozpore s návodom.</p>
<h2>6. Zodpovednosť za škodu</h2>
<p>Predávajúci nezodpovedá za nepriame škody a ušlý zisk vzniknuté v dôsledku nefunkčnosti tovaru. Celková zodpovednosť predávajúceho je obmedzená kúpnou cenou dodaného tovaru.</p>
<h2>7. Záverečné ustanovenia</h2>
<p>Ochrana osobných údajov sa riadi zásadami zverejnenými na stránke Ochrana osobných údajov. Predávajúci môže tieto VOP meniť; na objednávku sa vzťahuje znenie platné v čase jej odoslania. Tieto VOP nadobúdajú účinnosť 1. januára 2026.</p>`,
  },
  {
    slug: 'ochrana-osobnych-udajov',
    title: 'Ochrana osobných údajov',
    content: `<p>Prevádzkovateľom osobných údajov je ${company} (ďalej len „prevádzkovateľ“). Osobné údaje spracúvame v súlade s nariadením Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR) a zákonom č. 18/2018 Z. z. o ochrane osobných údajov.</p>
<h2>Aké údaje spracúvame</h2>
<p>Spracúvame identifikačné a kontaktné údaje kontaktných osôb zákazníkov (meno, priezvisko, e-mail, telefón), fakturačné a doručovacie adresy, údaje o objednávkach a platbách a technické údaje o používaní e-shopu (IP adresa, súbory cookies).</p>
<h2>Účely a právne základy</h2>
<ul><li>plnenie zmluvy a predzmluvné vzťahy – registrácia, vybavenie objednávky, doručenie a reklamácie (čl. 6 ods. 1 písm. b) GDPR),</li><li>plnenie zákonných povinností – účtovníctvo a daňové predpisy (čl. 6 ods. 1 písm. c) GDPR),</li><li>oprávnený záujem – ochrana e-shopu, vymáhanie pohľadávok a priamy marketing voči existujúcim zákazníkom (čl. 6 ods. 1 písm. f) GDPR),</li><li>súhlas – zasielanie newslettera a nepotrebné cookies (čl. 6 ods. 1 písm. a) GDPR); súhlas môžete kedykoľvek odvolať.</li></ul>
<h2>Príjemcovia</h2>
<p>Údaje poskytujeme len v nevyhnutnom rozsahu prepravcom (SPS, Packeta), poskytovateľom platobných služieb, externej účtovnej kancelárii a dodávateľom IT služieb, ktorí pre nás pôsobia ako sprostredkovatelia. Údaje neprenášame do tretích krajín mimo EÚ.</p>
<h2>Doba uchovávania</h2>
<p>Údaje k zákazníckemu účtu uchovávame po dobu jeho existencie, účtovné doklady 10 rokov podľa zákona o účtovníctve a údaje spracúvané na základe súhlasu do jeho odvolania.</p>
<h2>Vaše práva</h2>
<p>Máte právo na prístup k údajom, ich opravu, vymazanie, obmedzenie spracúvania, prenosnosť, právo namietať proti spracúvaniu a právo podať sťažnosť na Úrad na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava. Žiadosti posielajte na ${shop.email}.</p>
<h2>Cookies</h2>
<p>Nevyhnutné cookies zabezpečujú prihlásenie a košík. Analytické a marketingové cookies používame len s vaším súhlasom, ktorý môžete kedykoľvek zmeniť v nastaveniach cookies.</p>`,
  },
];
