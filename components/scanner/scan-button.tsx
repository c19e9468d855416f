'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { BasicIcon } from '@/components/ui/basic-icon';
import { withMessages } from '@/components/ui/messages-scope';
import buttonMessages from '@/messages/sk.scanbutton.json';
import styles from './scanner.module.scss';

// The dialog, its camera code and the decoder load when the button is pressed, never with the page.
const { Component: ScannerDialog } = lazyNamed(() => import('./scanner-dialog'), 'ScannerDialog');

/** The address parameter that opens the header's scanner at once (`/?skenovat=1`, the installed app's shortcut). */
export const SCAN_PARAMETER = 'skenovat';

interface ScanButtonProps {
  /** takes the scanned code instead of opening its product (the quick order adds it as a line) */
  onCode?: (code: string) => void;
  /** opens when the page's address carries ?skenovat=1 (one button per page: the header's) */
  openFromAddress?: boolean;
  className?: string;
}

/** "Skenovať kód": an icon button (44 px) that opens the camera scanner (docs/decisions/065-ean-and-scanning.md). */
export const ScanButton = withMessages(buttonMessages, ScanButtonInner);

function ScanButtonInner({ onCode, openFromAddress = false, className }: ScanButtonProps) {
  const t = useTranslations('ScanButton');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // the server's HTML draws it; a press before hydration would open nothing
  const hydrated = useHydrated();

  // the shortcut's address presses the button once the page is interactive (and the button enabled)
  useEffect(() => {
    if (hydrated && openFromAddress && new URLSearchParams(window.location.search).get(SCAN_PARAMETER) === '1') button.current?.click();
  }, [hydrated, openFromAddress]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(styles.button, className)}
        aria-label={t('open')}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        <BasicIcon name="scan" size={22} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScannerDialog onCode={onCode} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
