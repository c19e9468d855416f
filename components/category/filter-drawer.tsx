'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { Icon } from '@/components/ui/icon';
import type { FacetsResponse } from '@/lib/contract/schemas/facets';
import { EMPTY_SELECTION, parseFacetSelection, selectedValueCount } from '@/lib/contract/rules/facet-selection';
import { filterHref } from '@/lib/shop/catalogue/listing-address';
import { loadDocument } from '@/lib/browser/load-document';
import { rememberFocus } from '@/lib/browser/focus-after-load';
import { LISTING_COUNT } from '@/lib/shop/catalogue/listing-focus';
import { DrawerPanel, useDrawer } from '@/components/layout/drawer-panel';
import { FacetChecks } from './facet-checks';
import { useDraftFacets } from './use-draft-facets';
import styles from './filter-drawer.module.scss';

interface FilterDrawerProps {
  categoryId: number;
  facets: FacetsResponse;
  basePath: string;
  /** lm, or, st of the current listing */
  keep: string;
  inStock: boolean;
}

/**
 * Below 768 px: "Filtre (N)" opens the filters in a drawer. Values ticked there are a draft: the
 * counts and "Zobraziť N produktov" follow each tick (the facets call for the draft), and only
 * that button loads the listing with them. Focus stays inside, Escape closes, the page behind
 * does not scroll; on the loaded listing focus is on its count of products.
 */
export function FilterDrawer({ categoryId, facets, basePath, keep, inStock }: FilterDrawerProps) {
  const t = useTranslations('Filters');
  // the checks are built on the first open: the side panel's links already carry every value for
  // crawlers, and a second copy of all of them doubled the category page's HTML
  const { open, built, show, hide, trigger, panelProps } = useDrawer();
  const hydrated = useHydrated();
  const applied = parseFacetSelection(facets.selection);
  const draft = useDraftFacets(categoryId, facets, inStock, open);

  const apply = () => {
    hide();
    const href = filterHref(basePath, new URLSearchParams(keep), draft.selection);
    // the drawer is closed on the new page: its count of products takes focus instead
    rememberFocus(LISTING_COUNT, href);
    loadDocument(href);
  };

  return (
    <>
      {/* in the server HTML in its final place, so the listing's count beside it does not move at
          hydration; disabled until then (a tap would be lost), hidden by CSS without JavaScript */}
      <button ref={trigger} type="button" className={styles.trigger} disabled={!hydrated} aria-expanded={open} aria-controls="filter-drawer" onClick={show}>
        <Icon name="filter" />
        {t('open', { count: selectedValueCount(applied) })}
      </button>
      <DrawerPanel {...panelProps} id="filter-drawer" label={t('title')} title={t('title')} closeLabel={t('close')} classes={styles}>
        <div className={styles.body}>{built && <FacetChecks facets={draft.facets.facets} selection={draft.selection} onToggle={draft.toggle} />}</div>
        <div className={styles.foot}>
          <p className={styles.status} role="status">
            {draft.failed ? t('countFailed') : draft.pending ? t('counting') : ''}
          </p>
          <button type="button" className={styles.reset} onClick={() => draft.replace(EMPTY_SELECTION)} disabled={selectedValueCount(draft.selection) === 0}>
            {t('reset')}
          </button>
          <button type="button" className={styles.apply} onClick={apply} aria-busy={draft.pending || undefined}>
            {t('show', { count: draft.facets.count })}
          </button>
        </div>
      </DrawerPanel>
    </>
  );
}
