'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Suspense, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Img } from '@/components/ui/img';
import { BasicIcon } from '@/components/ui/basic-icon';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import type { ProductImage } from '@/lib/contract/schemas/product';
import { lazyNamed } from '@/lib/browser/lazy-named';
import styles from './gallery.module.scss';

// The fullscreen view is code few visitors need: it loads when the pointer or focus reaches the picture.
const fullscreenView = lazyNamed(() => import('./gallery-fullscreen'), 'GalleryFullscreen');

/** Index after moving `step` images, wrapping around both ends (docs/rules.md#screens: cycles with wrap-around). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The cover first, then the rest in their order. */
export function orderImages(images: readonly ProductImage[]): ProductImage[] {
  return [...images.filter((i) => i.cover), ...images.filter((i) => !i.cover)];
}

const SWIPE_PX = 40;

/** Product pictures: the cover first, thumbnails, previous/next with wrap-around, arrow keys, swipe, fullscreen. */
export function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const t = useTranslations('Gallery');
  const ordered = orderImages(images);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = ordered.length;
  const current = ordered[index] ?? null;
  const go = (step: number) => setIndex((i) => wrapIndex(i, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    // the fullscreen view listens to the keyboard itself
    if (count < 2 || fullscreen) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };
  const alt = current?.caption || name;

  return (
    <section className={styles.gallery} aria-label={t('label')} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {current ? (
          <button
            type="button"
            className={styles.open}
            onClick={() => setFullscreen(true)}
            onPointerEnter={() => void fullscreenView.preload()}
            onFocus={() => void fullscreenView.preload()}
            aria-label={t('open')}
          >
            <Img src={current.src} alt={alt} width={800} height={800} priority className={styles.image} />
          </button>
        ) : (
          <Img src={PLACEHOLDER_IMAGE} alt="" width={800} height={800} className={styles.image} />
        )}
        {count > 1 && (
          <>
            <button type="button" className={clsx(styles.arrow, styles.prev)} onClick={() => go(-1)} aria-label={t('previous')}>
              <BasicIcon name="arrow-left" size={20} />
            </button>
            <button type="button" className={clsx(styles.arrow, styles.next)} onClick={() => go(1)} aria-label={t('next')}>
              <BasicIcon name="arrow-right" size={20} />
            </button>
            <p className={styles.position} aria-live="polite">
              {t('position', { current: index + 1, total: count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {ordered.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={clsx(styles.thumb, i === index && styles.active)}
                onClick={() => setIndex(i)}
                aria-label={t('thumbnail', { index: i + 1 })}
                aria-pressed={i === index}
              >
                <Img src={image.src} alt="" width={96} height={96} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && current && (
        <Suspense fallback={null}>
          <fullscreenView.Component
            image={current}
            alt={alt}
            position={t('position', { current: index + 1, total: count })}
            canStep={count > 1}
            onStep={go}
            onClose={() => setFullscreen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
