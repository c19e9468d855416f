import { NO_FILTER } from '@/lib/contract/calls/account';
import type { ListFilterOptions } from '@/lib/contract/schemas/account';
import { filterChoices, isFiltered, listFilterQuery, offeredFilter, readListFilter, withListFilter } from '@/lib/shop/account/list-filter';
import { pageHref } from '@/lib/shop/catalogue/pagination';

const OWNER_VIEW: ListFilterOptions = {
  people: [
    { id: 1, name: 'Peter Kováč' },
    { id: 7, name: 'Martin Šimko' },
  ],
  sites: [
    { id: 3, name: 'Bytový dom Ružinov' },
    { id: 4, name: 'Hala Senec' },
  ],
};
const BUYER_VIEW: ListFilterOptions = { people: [], sites: OWNER_VIEW.sites };

describe('the company-wide lists’ filter in the address (docs/decisions/059-company-accounts.md)', () => {
  it('reads person and site from a page’s query or a route’s URLSearchParams', () => {
    expect(readListFilter({ person: '7', site: '4', pg: '2' })).toEqual({ person: 7, site: 4 });
    expect(readListFilter(new URLSearchParams('person=7&site=4'))).toEqual({ person: 7, site: 4 });
    expect(readListFilter({ person: ['7', '9'] })).toEqual({ person: 7, site: null });
    expect(readListFilter({})).toEqual(NO_FILTER);
  });

  it('takes no junk from a hand-edited address', () => {
    for (const bad of ['', '0', '-1', '1.5', 'abc', '07', '1e3', '1234567890', ' 7']) {
      expect(readListFilter({ person: bad, site: bad })).toEqual(NO_FILTER);
    }
  });

  it('offers the person choice only with colleagues, the site choice only with sites', () => {
    expect(filterChoices(OWNER_VIEW)).toEqual({ people: true, sites: true });
    expect(filterChoices(BUYER_VIEW)).toEqual({ people: false, sites: true });
    expect(filterChoices({ people: [{ id: 1, name: 'Peter Kováč' }], sites: [] })).toEqual({ people: false, sites: false });
    expect(filterChoices(null)).toEqual({ people: false, sites: false });
  });

  it('applies only what the bar offers', () => {
    expect(offeredFilter({ person: 7, site: 4 }, OWNER_VIEW)).toEqual({ person: 7, site: 4 });
    // a buyer sees only their own orders: a person in the address is dropped
    expect(offeredFilter({ person: 7, site: 4 }, BUYER_VIEW)).toEqual({ person: null, site: 4 });
    // an id the company does not have (another company's, a stale link)
    expect(offeredFilter({ person: 99, site: 98 }, OWNER_VIEW)).toEqual(NO_FILTER);
    // an upstream without the extension lists: today's list whatever the address says
    expect(offeredFilter({ person: 7, site: 4 }, null)).toEqual(NO_FILTER);
  });

  it('writes the filter into the list’s and the export’s address, and the paginator keeps it', () => {
    expect(withListFilter('/account/orders', { person: 7, site: null })).toBe('/account/orders?person=7');
    expect(withListFilter('/account/export/orders', { person: 7, site: 4 })).toBe('/account/export/orders?person=7&site=4');
    expect(withListFilter('/account/orders', NO_FILTER)).toBe('/account/orders');
    expect(pageHref('/account/orders', 2, listFilterQuery({ person: 7, site: 4 }))).toBe('/account/orders?person=7&site=4&pg=2');
    expect(pageHref('/account/orders', 1, listFilterQuery({ person: null, site: 4 }))).toBe('/account/orders?site=4');
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ person: null, site: 4 })).toBe(true);
  });
});
