import { footerInfo } from '@/components/layout/drawer-info-data';

const footerHtml = `
  <nav aria-labelledby="footer-links"><h2 id="footer-links">Dôležité odkazy</h2><ul>
    <li><a href="/account">Môj účet</a></li><li><a href="/">E-shop</a></li>
    <li><a href="/page/sk/o-nas">O nás</a></li><li><a href="/page/sk/podpora">Podpora</a></li>
    <li><a href="/page/sk/vseobecne-obchodne-podmienky">Všeobecné obchodné podmienky</a></li>
  </ul></nav>
  <section aria-labelledby="footer-contact"><h2 id="footer-contact">Kontakt</h2><address>Priemyselná 12</address><ul>
    <li><a href="tel:+421248201100"><svg class="icon"><use href="/icons.svg#phone"></use></svg><span>Telefón: +421 2 4820 1100</span></a></li>
    <li><a href="mailto:obchod@securitech.sk"><svg class="icon"><use href="/icons.svg#mail"></use></svg><span>E-mail: obchod@securitech.sk</span></a></li>
  </ul></section>`;

describe('drawer info', () => {
  afterEach(() => document.body.replaceChildren());

  it("reads the text pages the menu does not list and the contact links from the footer's HTML", () => {
    document.body.innerHTML = footerHtml;
    expect(footerInfo('sk', new Set(['/page/sk/podpora']))).toEqual({
      linksTitle: 'Dôležité odkazy',
      pages: [
        { label: 'O nás', href: '/page/sk/o-nas' },
        { label: 'Všeobecné obchodné podmienky', href: '/page/sk/vseobecne-obchodne-podmienky' },
      ],
      contactTitle: 'Kontakt',
      contacts: [
        { label: 'Telefón: +421 2 4820 1100', href: 'tel:+421248201100', icon: 'phone' },
        { label: 'E-mail: obchod@securitech.sk', href: 'mailto:obchod@securitech.sk', icon: 'mail' },
      ],
    });
  });

  it('is null on a page without the footer', () => {
    expect(footerInfo('sk', new Set())).toBeNull();
  });
});
