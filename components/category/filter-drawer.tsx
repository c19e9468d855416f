'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { BasicIcon } from '@/components/ui/basic-icon';
import { Icon } from '@/components/ui/icon';
import type { FacetsResponse } from '@/lib/contract/schemas/facets';
import { EMPTY_SELECTION, parseFacetSelection, selectedValueCount } from '@/lib/contract/rules/facet-selection';
import { filterHref } from '@/lib/shop/catalogue/listing-address';
import { loadDocument } from '@/lib/browser/load-document';
import { useModalPanel } from '@/components/layout/use-modal-panel';
import { FacetChecks } from './facet-checks';
import { useDraftFacets } from './use-draft-facets';
import styles from './filter-drawer.module.scss';

const subscribeNothing = () => () => undefined;

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
 * does not scroll.
 */
export function FilterDrawer({ categoryId, facets, basePath, keep, inStock }: FilterDrawerProps) {
  const t = useTranslations('Filters');
  const [open, setOpen] = useState(false);
  // the checks are built on the first open: the side panel's links already carry every value for
  // crawlers, and a second copy of all of them doubled the category page's HTML
  const [built, setBuilt] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const applied = parseFacetSelection(facets.selection);
  const draft = useDraftFacets(categoryId, facets, inStock, open);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useModalPanel(open, close, panel, closeButton);

  const apply = () => {
    setOpen(false);
    loadDocument(filterHref(basePath, new URLSearchParams(keep), draft.selection));
  };

  return (
    <>
      {/* in the server HTML in its final place, so the listing's count beside it does not move at
          hydration; disabled until then (a tap would be lost), hidden by CSS without JavaScript */}
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls="filter-drawer"
        onClick={() => {
          setBuilt(true);
          setOpen(true);
        }}
      >
        <Icon name="filter" />
        {t('open', { count: selectedValueCount(applied) })}
      </button>
      <div className={styles.overlay} data-open={open} onClick={close} aria-hidden="true" />
      <div ref={panel} id="filter-drawer" className={styles.drawer} data-open={open} role="dialog" aria-modal="true" aria-label={t('title')} inert={!open}>
        <div className={styles.head}>
          <span className={styles.title}>{t('title')}</span>
          <button ref={closeButton} type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <BasicIcon name="close" />
          </button>
        </div>
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
      </div>
    </>
  );
}
