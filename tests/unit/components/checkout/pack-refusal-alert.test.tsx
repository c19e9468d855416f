import { screen } from '@testing-library/react';
import { ApiError, type ErrorItem } from '@/lib/contract/errors';
import { packRefusalsOf } from '@/lib/shop/catalogue/pack-refusals';
import { PackRefusalAlert } from '@/components/checkout/pack-refusal-alert';
import { messages } from '@/lib/shared/i18n/messages';
import { AREA_NAMESPACES, clientMessages, SHELL_NAMESPACES } from '@/lib/shared/i18n/client-messages';
import { renderWithIntl } from '../render-with-intl';

// what the page's browser has: the shell's and the checkout area's texts (a text of another area shows as its key)
const PAGE_MESSAGES = clientMessages(messages, [...SHELL_NAMESPACES, ...AREA_NAMESPACES.checkout]);

const packSize = (params: ErrorItem['params']): ErrorItem => ({ key: 'quantity', code: 'messages.basket.packSize', params });
const minQuantity = (params: ErrorItem['params']): ErrorItem => ({ key: 'quantity', code: 'messages.basket.minQuantity', params });

describe('the checkout says which lines placing refused as no longer whole packs', () => {
  it('names each line with its pack and the nearest quantities, and sends the customer to the cart', () => {
    const lines = packRefusalsOf(
      new ApiError(
        [
          packSize({ pack: 400, unit: 'm', min: 400, lower: 400, higher: 800, product: 'UTP kábel Cat6' }),
          minQuantity({ pack: 100, unit: 'ks', min: 300, higher: 300, product: 'Kotva 8 mm' }),
        ],
        400,
      ),
    );
    renderWithIntl(<PackRefusalAlert lines={lines!} />, PAGE_MESSAGES);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Objednávku v tomto množstve nemôžeme prijať');
    expect(alert).toHaveTextContent('UTP kábel Cat6 sa predáva po 400 m: zvoľte 400 m alebo 800 m.');
    expect(alert).toHaveTextContent('Kotva 8 mm sa predáva po 100 ks, najmenej 300 ks: zvoľte 300 ks.');
    expect(screen.getByRole('link', { name: 'košíku' })).toHaveAttribute('href', '/cart');
  });

  it('is no pack refusal for another failure or a pack code without its figures (the generic toast says those)', () => {
    expect(packRefusalsOf(new ApiError([{ key: 'payment', code: 'messages.order.overdue', params: { overdue: 200, days: 9 } }], 409))).toBeNull();
    expect(packRefusalsOf(new ApiError([packSize(undefined)], 400))).toBeNull();
    expect(packRefusalsOf(new Error('network'))).toBeNull();
  });
});
