'use client';

import { Suspense, useCallback, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BasicIcon } from '@/components/ui/basic-icon';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { Spinner } from '@/components/ui/spinner';
import { useModalPanel } from './use-modal-panel';
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
  const [open, setOpen] = useState(false);
  // The lines (the whole category tree) are built on the first open, not on every page's load:
  // nothing shows them before, and hydrating them cost every phone visitor's first seconds.
  const [built, setBuilt] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  // A followed link closes the drawer (the layout stays mounted across navigations).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useModalPanel(open, close, panel, closeButton);

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
          setBuilt(true);
          setOpen(true);
        }}
      >
        <BasicIcon name="menu" />
        <span className={styles.triggerText}>{t('open')}</span>
      </button>
      <div className={styles.overlay} data-open={open} onClick={close} aria-hidden="true" />
      <div ref={panel} id="menu-drawer" className={styles.drawer} data-open={open} role="dialog" aria-modal="true" aria-label={t('label')} inert={!open}>
        <div className={styles.head}>
          <span className={styles.title}>{t('title')}</span>
          <button ref={closeButton} type="button" className={styles.close} onClick={close} aria-label={t('close')}>
            <BasicIcon name="close" />
          </button>
        </div>
        {built && (
          <Suspense fallback={<Spinner size={24} className={styles.loading} />}>
            <DrawerContents />
          </Suspense>
        )}
      </div>
    </>
  );
}
