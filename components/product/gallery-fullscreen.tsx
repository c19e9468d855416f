'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Img } from '@/components/ui/img';
import { trapTab } from '@/components/layout/trap-tab';
import { Icon } from '@/components/ui/icon';
import type { ProductImage } from '@/lib/contract/schemas/product';
import { lockScroll } from '@/lib/browser/scroll-lock';
import styles from './gallery.module.scss';

interface GalleryFullscreenProps {
  image: ProductImage;
  alt: string;
  /** "Obrázok 2 z 5" */
  position: string;
  canStep: boolean;
  onStep: (step: number) => void;
  onClose: () => void;
}

/** The gallery over the whole window (a modal dialog): arrow keys step, Escape closes, focus returns. */
export function GalleryFullscreen({ image, alt, position, canStep, onStep, onClose }: GalleryFullscreenProps) {
  const t = useTranslations('Gallery');
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const handlers = useRef({ onStep, onClose, canStep });
  useEffect(() => {
    handlers.current = { onStep, onClose, canStep };
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const { onStep: step, onClose: done, canStep: can } = handlers.current;
      if (event.key === 'Escape') done();
      else if (event.key === 'ArrowRight' && can) step(1);
      else if (event.key === 'ArrowLeft' && can) step(-1);
      else if (event.key === 'Tab' && dialog.current) return trapTab(event, dialog.current);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div ref={dialog} className={styles.fullscreen} role="dialog" aria-modal="true" aria-label={t('fullscreen')}>
      <button ref={close} type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
        <Icon name="close" size={24} />
      </button>
      <div className={styles.fullStage}>
        <Img src={image.src} alt={alt} width={1600} height={1600} className={styles.fullImage} />
      </div>
      {canStep && (
        <div className={styles.fullControls}>
          <button type="button" className={styles.fullArrow} onClick={() => onStep(-1)} aria-label={t('previous')}>
            <Icon name="arrow-left" size={24} />
          </button>
          <p className={styles.fullPosition} aria-live="polite">
            {position}
          </p>
          <button type="button" className={styles.fullArrow} onClick={() => onStep(1)} aria-label={t('next')}>
            <Icon name="arrow-right" size={24} />
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
