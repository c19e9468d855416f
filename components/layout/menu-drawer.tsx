'use client';

import { Suspense, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BasicIcon } from '@/components/ui/basic-icon';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { Spinner } from '@/components/ui/spinner';
import { DrawerPanel, useDrawer } from './drawer-panel';
import styles from './menu-drawer.module.scss';

// The drawer's lines and account links are code only a visitor who opens it needs: fetched when
// the pointer reaches the button or it gets focus, instead of with every page.
const { Component: DrawerContents, preload: loadContents } = lazyNamed(() => import('./drawer-contents'), 'DrawerContents');

/**
 * The hamburger and its slide-in drawer below 1201 px: product lines that expand to their
 * categories, the account links, then the text pages and contact (read from the footer).
 */
export function MenuDrawer() {
  const t = useTranslations('Menu');
  // The lines (the whole category tree) are built on the first open, not on every page's load:
  // nothing shows them before, and hydrating them cost every phone visitor's first seconds.
  const { open, built, show, hide, trigger, panelProps } = useDrawer();
  const pathname = usePathname();

  // A followed link closes the drawer (the layout stays mounted across navigations).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && pathname !== openedAt) {
    setOpenedAt(pathname);
    hide();
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="menu-drawer"
        onPointerEnter={() => void loadContents()}
        onFocus={() => void loadContents()}
        onClick={() => {
          setOpenedAt(pathname);
          show();
        }}
      >
        <BasicIcon name="menu" />
        <span className={styles.triggerText}>{t('open')}</span>
      </button>
      <DrawerPanel {...panelProps} id="menu-drawer" label={t('label')} title={t('title')} closeLabel={t('close')} classes={styles}>
        {built && (
          <Suspense fallback={<Spinner size={24} className={styles.loading} />}>
            <DrawerContents />
          </Suspense>
        )}
      </DrawerPanel>
    </>
  );
}
