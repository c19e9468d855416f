import { render } from '@testing-library/react';
import { menuBarLines } from '@/components/layout/drawer-lines';
import { MenuPanel } from '@/components/layout/menu-panel';
import bar from '@/components/layout/menu-bar.module.scss';

describe('drawer lines', () => {
  it("reads each line, its categories and their subcategories from the menu bar's HTML", () => {
    render(
      <ul className={bar.list}>
        <li style={{ ['--line-color' as string]: '#a4262c' }}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the bar's line link as its HTML has it */}
          <a href="/category/ezs" className={bar.top}>
            Zabezpečovacie systémy
          </a>
          <MenuPanel
            head={{ title: 'Zabezpečovacie systémy', showAll: ['Všetko', '/category/ezs'] }}
            panel={{
              columns: [
                ['Ústredne', 'ustredne', [['Drôtové ústredne', 'drotove-ustredne']]],
                ['Detektory', 'detektory'],
              ],
            }}
          />
        </li>
      </ul>,
    );
    expect(menuBarLines()).toEqual([
      {
        label: 'Zabezpečovacie systémy',
        href: '/category/ezs',
        style: { '--line-color': '#a4262c' },
        children: [
          { label: 'Ústredne', href: '/category/ezs/ustredne', children: [{ label: 'Drôtové ústredne', href: '/category/ezs/ustredne/drotove-ustredne' }] },
          { label: 'Detektory', href: '/category/ezs/detektory' },
        ],
      },
    ]);
  });
});
