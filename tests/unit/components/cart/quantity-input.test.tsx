import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantityInput } from '@/components/cart/quantity-input';
import type { PackRule } from '@/lib/shop/catalogue/pack';
import { renderWithIntl } from '../render-with-intl';

function Harness({
  onChange,
  start = 1,
  stock,
  rule,
  unit,
}: {
  onChange: (q: number) => void;
  start?: number;
  stock?: number;
  rule?: PackRule;
  unit?: string;
}) {
  const [value, setValue] = useState(start);
  return (
    <QuantityInput
      value={value}
      label="Množstvo: Kamera"
      stock={stock}
      rule={rule}
      unit={unit}
      onChange={(q) => {
        setValue(q);
        onChange(q);
      }}
    />
  );
}

describe('QuantityInput (docs/rules.md#validation: minimum 1 by plus/minus, typing a number changes it)', () => {
  it('steps with plus and minus and never goes below 1', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Znížiť množstvo' });
    expect(minus).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zvýšiť množstvo' }));
    expect(screen.getByRole('textbox', { name: 'Množstvo: Kamera' })).toHaveValue('2');
    expect(minus).toBeEnabled();
    fireEvent.click(minus);
    expect(onChange.mock.calls).toEqual([[2], [1]]);
    expect(minus).toBeDisabled();
  });

  it('changes at once when a number from 1 to 9999 is typed', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.change(field, { target: { value: '9999' } });
    expect(onChange.mock.calls).toEqual([[12], [9999]]);
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('says why 0, letters or more than 9999 were not taken, and shows the last good value on blur', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} start={4} />);
    const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
    const cases: Array<[string, string]> = [
      ['0', 'Najmenšie množstvo je 1.'],
      ['-1', 'Zadajte množstvo číslicami.'],
      ['1.5', 'Zadajte množstvo číslicami.'],
      ['abc', 'Zadajte množstvo číslicami.'],
      ['10000', 'Naraz sa dá objednať najviac 9999.'],
    ];
    for (const [text, message] of cases) {
      fireEvent.change(field, { target: { value: text } });
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field).toHaveValue('4');
    // the reason stays after the field went back, until a quantity is taken
    expect(screen.getByText('Naraz sa dá objednať najviac 9999.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '5' } });
    expect(field).toHaveAccessibleDescription('');
  });

  it('an emptied field says nothing and goes back on blur', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} start={4} />);
    const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveAccessibleDescription('');
    fireEvent.blur(field);
    expect(field).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a quantity above stock says how many pieces are in stock and how many to order', () => {
    renderWithIntl(<Harness onChange={jest.fn()} start={1} stock={3} />);
    const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
    expect(field).toHaveAccessibleDescription('');
    fireEvent.change(field, { target: { value: '4' } });
    expect(field).toHaveAccessibleDescription('Na sklade je 3 ks, zvyšný 1 ks bude na objednávku.');
    fireEvent.change(field, { target: { value: '8' } });
    expect(field).toHaveAccessibleDescription('Na sklade je 3 ks, zvyšných 5 ks bude na objednávku.');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  describe('a product sold by the pack (docs/decisions/058-trade-terms.md)', () => {
    const CABLE = { pack: 305, min: 305 };

    it('steps by whole packs from the minimum', () => {
      const onChange = jest.fn();
      renderWithIntl(<Harness onChange={onChange} start={305} rule={CABLE} unit="m" />);
      const minus = screen.getByRole('button', { name: 'Znížiť množstvo' });
      const plus = screen.getByRole('button', { name: 'Zvýšiť množstvo' });
      expect(minus).toBeDisabled();
      fireEvent.click(plus);
      fireEvent.click(plus);
      expect(screen.getByRole('textbox', { name: 'Množstvo: Kamera' })).toHaveValue('915');
      fireEvent.click(minus);
      expect(onChange.mock.calls).toEqual([[610], [915], [610]]);
    });

    it('does not take a typed quantity of no whole packs: it names the pack and the two nearest', () => {
      const onChange = jest.fn();
      renderWithIntl(<Harness onChange={onChange} start={305} rule={CABLE} unit="m" />);
      const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
      fireEvent.change(field, { target: { value: '500' } });
      expect(field).toHaveAccessibleDescription('Predáva sa po 305 m: zvoľte 305 m alebo 610 m.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      fireEvent.change(field, { target: { value: '100' } });
      expect(field).toHaveAccessibleDescription('Predáva sa po 305 m: zvoľte 305 m.');
      fireEvent.change(field, { target: { value: '0' } });
      expect(field).toHaveAccessibleDescription('Najmenšie množstvo je 305.');
      fireEvent.change(field, { target: { value: '10000' } });
      expect(field).toHaveAccessibleDescription('Naraz sa dá objednať najviac 9760.');
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(field, { target: { value: '1220' } });
      expect(onChange.mock.calls).toEqual([[1220]]);
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(field).toHaveAccessibleDescription('');
    });

    it('flags a quantity held from before the pack was set, and plus and minus move to the nearest', () => {
      const onChange = jest.fn();
      renderWithIntl(<Harness onChange={onChange} start={150} rule={{ pack: 100, min: 200 }} unit="ks" />);
      const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
      expect(field).toHaveAccessibleDescription('Predáva sa po 100 ks, najmenej 200 ks: zvoľte 200 ks.');
      fireEvent.click(screen.getByRole('button', { name: 'Zvýšiť množstvo' }));
      expect(onChange.mock.calls).toEqual([[200]]);
      expect(field).toHaveAccessibleDescription('');
    });
  });
});
