import { render } from '@testing-library/react';
import type { MenuChild, MenuItem } from '@/lib/contract/schemas/menu';
import { MenuPanel, menuPanelData } from '@/components/layout/menu-panel';

const category = (id: number, label: string, url: string, children: MenuChild[] = []): MenuChild => ({ id, label, url: { type: 'category', url }, children });

const line: MenuItem = {
  id: 1,
  label: 'Zabezpečovacie systémy',
  description: 'EZS',
  url: { type: 'category', url: 'ezs' },
  color: null,
  bg_color: null,
  children: [
    category(2, 'Ústredne', 'ezs/ustredne', [category(3, 'Drôtové ústredne', 'ezs/ustredne/drotove-ustredne')]),
    category(4, 'Detektory', 'ezs/detektory'),
    // a category elsewhere in the tree keeps its whole address
    category(5, 'Kamery', 'cctv/ip-kamery', [category(6, 'Čidlá', 'ezs/detektory/cidla')]),
  ],
};

describe('menu panel', () => {
  it('links every category at its own address, from data that writes addresses below their parent relatively', () => {
    const data = menuPanelData(line, 'sk');
    expect(JSON.stringify(data)).not.toContain('/category/ezs/ustredne/drotove-ustredne');
    const { container } = render(<MenuPanel head={{ title: line.label, showAll: ['Všetko', '/category/ezs'] }} panel={data} />);
    const links = [...container.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);
    expect(links).toEqual([
      'Všetko /category/ezs',
      'Ústredne /category/ezs/ustredne',
      'Drôtové ústredne /category/ezs/ustredne/drotove-ustredne',
      'Detektory /category/ezs/detektory',
      'Kamery /category/cctv/ip-kamery',
      'Čidlá /category/ezs/detektory/cidla',
    ]);
  });
});
