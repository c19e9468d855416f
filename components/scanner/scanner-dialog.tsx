'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { browserApi } from '@/lib/browser/api';
import { searchProducts } from '@/lib/contract/calls/search';
import { normaliseQuery } from '@/lib/contract/rules/search-query';
import { productOfCode, type ScannedCode } from '@/lib/shop/scanning/scanned-code';
import { productPath } from '@/lib/shop/urls/shop-paths';
import { searchHref } from '@/components/search/search-href';
import { BasicIcon } from '@/components/ui/basic-icon';
import { Button } from '@/components/ui/button';
import { withMessages } from '@/components/ui/messages-scope';
import scannerMessages from '@/messages/sk.scanner.json';
import { useCodeScan } from './use-code-scan';
import styles from './scanner.module.scss';

/** Search hits a scanned code is compared with: an exact code or EAN ranks first (decisions/065). */
const HITS_CHECKED = 5;

interface ScannerDialogProps {
  onCode?: (code: string) => void;
  onClose: () => void;
}

type Lookup = { code: string; status: 'looking' | 'unknown' | 'failed' } | null;

/** The scanner: a modal dialog (Escape closes it) with the camera's picture and what the scan found. */
export const ScannerDialog = withMessages(scannerMessages, Scanner);

function Scanner({ onCode, onClose }: ScannerDialogProps) {
  const t = useTranslations('Scanner');
  const lang = useLocale();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [lookup, setLookup] = useState<Lookup>(null);

  // modal: focus moves in, the page behind is inert, Escape closes (the dialog's close event); no
  // close() on unmount, whose close event would come after a Strict Mode remount and shut it again
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  // what a read code does: open its product, hand it to the quick order, or say it is unknown
  const onRead = (scanned: ScannedCode) => {
    if (scanned.kind === 'product-page') return (router.push(scanned.path), onClose());
    if (scanned.kind !== 'code') return;
    if (onCode) return (onCode(scanned.code), onClose());
    const code = scanned.code;
    setLookup({ code, status: 'looking' });
    searchProducts(browserApi, code, lang, HITS_CHECKED, 0)
      .then(({ products }) => {
        const product = productOfCode(code, products);
        if (!product) return setLookup({ code, status: 'unknown' });
        router.push(productPath(product.url.url));
        onClose();
      })
      .catch(() => setLookup({ code, status: 'failed' }));
  };
  const { state: scan, restart } = useCodeScan(video, onRead);

  const again = () => {
    setLookup(null);
    restart();
  };
  const query = lookup ? normaliseQuery(lookup.code) : null;
  const problem = scan.step === 'problem' ? scan.problem : null;
  const foreign = scan.step === 'read' && scan.scanned.kind === 'foreign-address';
  const message =
    problem === 'denied'
      ? t('denied')
      : problem === 'no-camera'
        ? t('noCamera')
        : problem === 'unavailable'
          ? t('unavailable')
          : problem === 'decoder'
            ? t('decoder')
            : foreign
              ? t('foreign')
              : lookup
                ? t(lookup.status, { code: lookup.code })
                : t(scan.step === 'starting' ? 'starting' : 'scanning');
  const stopped = problem !== null || foreign || (lookup !== null && lookup.status !== 'looking');

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="scanner-title" onClose={onClose}>
      <div className={styles.head}>
        <h2 id="scanner-title" className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={styles.button} aria-label={t('close')} onClick={onClose}>
          <BasicIcon name="close" size={20} />
        </button>
      </div>
      <div className={styles.viewfinder} data-stopped={stopped}>
        <video ref={setVideo} className={styles.video} muted playsInline aria-hidden="true" />
      </div>
      <p className={styles.hint}>{t('hint')}</p>
      <p className={styles.status} role={stopped ? 'alert' : 'status'}>
        {message}
      </p>
      {stopped && (
        <div className={styles.actions}>
          {lookup?.status === 'unknown' && query && (
            <Button href={searchHref(query)} icon="search" onClick={onClose}>
              {t('searchFor', { code: query })}
            </Button>
          )}
          {problem !== 'no-camera' && (
            <Button variant="secondary" onClick={again}>
              {t('again')}
            </Button>
          )}
        </div>
      )}
    </dialog>
  );
}
