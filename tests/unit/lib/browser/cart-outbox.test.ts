import { createTranslator } from 'next-intl';
import messages from '@/messages/sk.json';
import { dropChange, forgetCartOutboxes, keepChange, OUTBOX_MAX, readOutbox } from '@/lib/browser/cart-outbox';

const change = (key: string) => ({ key, kind: 'remove', lineId: 3 }) as const;

beforeEach(() => localStorage.clear());

describe('the cart outbox', () => {
  it("keeps each person's changes apart, in order, and drops one by its key", () => {
    expect(keepChange('a@example.sk', change('1'))).toBe(true);
    expect(keepChange('a@example.sk', change('2'))).toBe(true);
    expect(keepChange('B@example.sk', change('3'))).toBe(true);
    expect(readOutbox('a@example.sk').map((c) => c.key)).toEqual(['1', '2']);
    expect(readOutbox('b@example.sk').map((c) => c.key)).toEqual(['3']);
    dropChange('a@example.sk', '1');
    expect(readOutbox('a@example.sk').map((c) => c.key)).toEqual(['2']);
  });

  it('forgets every person’s changes at sign-out and leaves other storage alone', () => {
    localStorage.setItem('compare', '[1]');
    keepChange('a@example.sk', change('1'));
    keepChange('b@example.sk', change('2'));
    forgetCartOutboxes();
    expect(readOutbox('a@example.sk')).toEqual([]);
    expect(readOutbox('b@example.sk')).toEqual([]);
    expect(localStorage.getItem('compare')).toBe('[1]');
  });

  it('refuses a change past the limit and reads damaged storage as empty', () => {
    for (let i = 0; i < OUTBOX_MAX; i++) keepChange('a@example.sk', change(String(i)));
    expect(keepChange('a@example.sk', change('over'))).toBe(false);
    localStorage.setItem('cart-outbox:c@example.sk', '{not json');
    expect(readOutbox('c@example.sk')).toEqual([]);
    localStorage.setItem('cart-outbox:c@example.sk', JSON.stringify([{ key: 'x', kind: 'add', productId: 'seven' }, change('ok')]));
    expect(readOutbox('c@example.sk').map((c) => c.key)).toEqual(['ok']);
  });
});

describe('the notice', () => {
  const t = createTranslator({ locale: 'sk', messages, namespace: 'Header' });
  it.each([
    [1, 'Offline: 1 zmena čaká na odoslanie'],
    [2, 'Offline: 2 zmeny čakajú na odoslanie'],
    [4, 'Offline: 4 zmeny čakajú na odoslanie'],
    [5, 'Offline: 5 zmien čaká na odoslanie'],
    [12, 'Offline: 12 zmien čaká na odoslanie'],
  ])('says %i changes in Slovak', (count, text) => {
    expect(t('offlineChanges', { count })).toBe(text);
  });
});
