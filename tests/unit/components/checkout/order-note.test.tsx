import { screen } from '@testing-library/react';
import { OrderNote } from '@/components/checkout/order-note';
import { renderWithIntl } from '../render-with-intl';

const MESSAGE = 'Pole obsahuje nepovolené neviditeľné znaky (riadiace znaky alebo znaky meniace smer textu). Odstráňte ich, prosím.';

describe('the order note', () => {
  it('says in Slovak that a pasted control or bidi-override character cannot be sent', () => {
    renderWithIntl(<OrderNote value={'Zavolajte\u202e pred doručením'} onChange={() => undefined} />);
    const note = screen.getByRole('textbox');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(MESSAGE);
  });

  it('takes lines and tabs as written', () => {
    renderWithIntl(<OrderNote value={'Zavolajte pred doručením.\n\tBrána č. 2'} onChange={() => undefined} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
