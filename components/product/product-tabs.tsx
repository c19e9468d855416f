'use client';

import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { useSession } from '@/lib/signed-in/browser/session';
import styles from './product-tabs.module.scss';

export interface ProductTab {
  key: string;
  label: string;
  content: ReactNode;
  /** attachments: not even the tab exists for guests (docs/rules.md#screens) */
  customersOnly?: boolean;
  /**
   * server-rendered text (description, parameters): always in the HTML, shown stacked when
   * JavaScript is off; other panels mount when first opened and then stay (form input survives)
   */
  inHtml?: boolean;
}

/**
 * The product's tabs (WAI-ARIA tabs: arrow keys, Home and End move and select, focus follows); one
 * row on every width, scrolling sideways on a phone. Choosing a tab is React state, so the tabs are
 * disabled until hydration (lib/browser/use-hydrated.ts) and look as usual meanwhile.
 */
export function ProductTabs({ tabs, label }: { tabs: ProductTab[]; label: string }) {
  const isLoggedIn = useSession() === 'customer';
  const hydrated = useHydrated();
  const id = useId();
  const visible = tabs.filter((tab) => !tab.customersOnly || isLoggedIn);
  const [selectedKey, setSelectedKey] = useState(visible[0]?.key ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([selectedKey]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = visible.some((tab) => tab.key === selectedKey) ? selectedKey : (visible[0]?.key ?? '');

  const select = (key: string, focus = false) => {
    setSelectedKey(key);
    setOpened((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
    // focus also brings a tab hidden at the edge of a phone's scrolling row into view
    if (focus) buttons.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = visible.findIndex((tab) => tab.key === selected);
    const last = visible.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(visible[target]!.key, true);
  };

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={label}
        className={styles.tablist}
        onKeyDown={onKeyDown}
        // until hydration the tabs are disabled, and a phone's row that scrolls sideways must still
        // take the keyboard's focus to be scrolled (axe: scrollable-region-focusable); after it the
        // chosen tab does
        tabIndex={hydrated ? undefined : 0}
      >
        {visible.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) buttons.current.set(tab.key, node);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            // a tap before hydration would leave the first tab shown with nothing said (a slow phone)
            disabled={!hydrated}
            className={styles.tab}
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {visible.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className={clsx(styles.panel, tab.inHtml && styles.inHtml)}
        >
          {tab.inHtml && <h2 className={styles.heading}>{tab.label}</h2>}
          {(tab.inHtml || opened.has(tab.key) || tab.key === selected) && tab.content}
        </div>
      ))}
    </div>
  );
}
