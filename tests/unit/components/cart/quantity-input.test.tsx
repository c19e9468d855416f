import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantityInput } from '@/components/cart/quantity-input';
import { renderWithIntl } from '../render-with-intl';

function Harness({ onChange, start = 1 }: { onChange: (q: number) => void; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityInput
      value={value}
      label="Množstvo: Kamera"
      onChange={(q) => {
        setValue(q);
        onChange(q);
      }}
    />
  );
}

describe('QuantityInput (spec §5: minimum 1 by plus/minus, typing a number changes it)', () => {
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

  it('changes at once when a number is typed, caps at 9999', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.change(field, { target: { value: '123456' } });
    expect(onChange.mock.calls).toEqual([[12], [9999]]);
  });

  it('ignores what is not a whole number from 1 and shows the last good value on blur', () => {
    const onChange = jest.fn();
    renderWithIntl(<Harness onChange={onChange} start={4} />);
    const field = screen.getByRole('textbox', { name: 'Množstvo: Kamera' });
    for (const text of ['', '0', '-1', '1.5', 'abc']) fireEvent.change(field, { target: { value: text } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field).toHaveValue('4');
  });
});
