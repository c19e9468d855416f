'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_SIZES, SELECTABLE_ORDERINGS, listingQuery, type OrderingCode, type PageSize } from '@/lib/contract/rules/ordering';
import { EMPTY_SELECTION, FACET_QUERY_PARAM, formatFacetSelection, type FacetSelection } from '@/lib/contract/rules/facet-selection';
import { filterHref } from '@/lib/shop/catalogue/listing-address';
import { loadDocument } from '@/lib/browser/load-document';
import { rememberFocus, useFocusAcrossLoads } from '@/lib/browser/focus-after-load';
import { FOCUS_KEY_ATTRIBUTE } from '@/lib/shop/catalogue/listing-focus';
import styles from './listing-controls.module.scss';

interface ListingControlsProps {
  /** the listing's own address, e.g. /category/cctv */
  action: string;
  ordering: OrderingCode;
  limit: PageSize;
  inStock: boolean;
  /** the wishlist hides the in-stock filter (docs/rules.md#limits) */
  showInStock?: boolean;
  /** the category's parameter filters, kept when the ordering, size or in-stock changes */
  selection?: FacetSelection;
}

/**
 * Ordering, page size and the in-stock filter. A plain GET form (works without JavaScript, the
 * submit button shows only then); with JavaScript each change loads the listing at once, back to
 * page 1. A document load, not router.push: every query of a listing is one cached static page
 * to the client router (proxy.ts serves the state from the path), so it would keep the old one.
 * Every listing has these controls, so they also carry focus across its loads (the control used
 * keeps focus on the new page, docs/rules.md#screens).
 */
export function ListingControls({ action, ordering, limit, inStock, showInStock = true, selection = EMPTY_SELECTION }: ListingControlsProps) {
  const t = useTranslations('Listing');
  const [pending, setPending] = useState(false);
  const id = useId();

  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef<string | null>(null);
  useFocusAcrossLoads();

  // Read from the controls themselves, not FormData: once a load is under way they are disabled, and
  // FormData leaves disabled controls out, so a second report of the same change (React replays one
  // made before hydration, beside the effect below) would have loaded `?lm=0&or=0`.
  const apply = (form: HTMLFormElement, used?: EventTarget) => {
    const { or, lm, st } = controlValues(form);
    const href = filterHref(action, listingQuery({ ordering: or as OrderingCode, limit: lm as PageSize, inStock: showInStock && st }), selection);
    if (loading.current === href) return;
    loading.current = href;
    const focusKey = used instanceof HTMLElement ? used.getAttribute(FOCUS_KEY_ATTRIBUTE) : null;
    if (focusKey) rememberFocus(focusKey, href);
    setPending(true);
    loadDocument(href);
  };

  // A choice made before hydration stays in its control (React keeps what the user set) but no
  // change event reaches React for it: apply it once hydrated, so a tick made on a slow phone is
  // never shown and yet ignored. Runs once per listing state: the parent keys this form by it.
  useEffect(() => {
    const form = formRef.current;
    // the control changed still has focus (the user just used it): the new page focuses it too
    const used = form?.contains(document.activeElement) ? document.activeElement : null;
    if (form && changedBeforeHydration(form, { or: ordering, lm: limit, st: inStock })) apply(form, used ?? undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      method="get"
      action={action}
      className={styles.controls}
      aria-label={t('controlsLabel')}
      aria-busy={pending || undefined}
      ref={formRef}
      onChange={(event) => apply(event.currentTarget, event.target)}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-or`}>{t('ordering')}</label>
        <select id={`${id}-or`} name="or" defaultValue={ordering} className={styles.select} disabled={pending} data-focus-key="listing-or">
          {SELECTABLE_ORDERINGS.map((code) => (
            <option key={code} value={code}>
              {t(`orderings.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-lm`}>{t('pageSize')}</label>
        <select id={`${id}-lm`} name="lm" defaultValue={limit} className={styles.select} disabled={pending} data-focus-key="listing-lm">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {showInStock && (
        <label className={styles.check}>
          <input type="checkbox" name="st" value="1" defaultChecked={inStock} disabled={pending} data-focus-key="listing-st" />
          <span>{t('inStock')}</span>
        </label>
      )}
      {formatFacetSelection(selection) && <input type="hidden" name={FACET_QUERY_PARAM} value={formatFacetSelection(selection)} />}
      <noscript>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
      </noscript>
    </form>
  );
}

/** What the ordering, page size and in-stock controls show now, disabled or not. */
function controlValues(form: HTMLFormElement): { or: number; lm: number; st: boolean } {
  const control = (name: string) => form.elements.namedItem(name);
  const select = (name: string) => {
    const element = control(name);
    return element instanceof HTMLSelectElement ? Number(element.value) : NaN;
  };
  const box = control('st');
  return { or: select('or'), lm: select('lm'), st: box instanceof HTMLInputElement && box.checked };
}

/** Whether a control shows another value than the page was rendered with (ignoring a value no option offers). */
function changedBeforeHydration(form: HTMLFormElement, shown: { or: number; lm: number; st: boolean }): boolean {
  const control = (name: string) => form.elements.namedItem(name);
  const selectMoved = (name: 'or' | 'lm') => {
    const select = control(name);
    const value = String(shown[name]);
    return select instanceof HTMLSelectElement && [...select.options].some((o) => o.value === value) && select.value !== value;
  };
  const box = control('st');
  return selectMoved('or') || selectMoved('lm') || (box instanceof HTMLInputElement && box.checked !== shown.st);
}
