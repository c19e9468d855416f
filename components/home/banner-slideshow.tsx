'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState, type FocusEvent } from 'react';
import { Img } from '@/components/ui/img';
import Link from '@/components/ui/intent-link';
import type { Banner } from '@/lib/contract/schemas/banner';
import { BasicIcon } from '@/components/ui/basic-icon';
import { withMessages } from '@/components/ui/messages-scope';
import slideshowMessages from '@/messages/sk.slideshow.json';
import { PlayPauseGlyph } from './play-pause-glyph';
import { usePrefersReducedMotion, useSlideshow } from './use-slideshow';
import styles from './banner-slideshow.module.scss';

/**
 * The home page's top banners: fades every 5 s, wraps, pauses on hover, focus or request. Its texts
 * come with this code (messages/sk.slideshow.json), not in every page's payload; the scope works in
 * the server render too, so the HTML keeps its labels.
 */
export const BannerSlideshow = withMessages(slideshowMessages, Slideshow);

function Slideshow({ banners }: { banners: Banner[] }) {
  const t = useTranslations('Slideshow');
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, goTo, next, previous } = useSlideshow(banners.length, hovered || focused || stopped || reducedMotion);
  const count = banners.length;
  // Slides never shown and not next stay out of the layout (display: none), so their lazy images
  // wait: stacked in one place, every banner was "in the viewport" and all loaded with the page.
  // A slide once reached stays laid out, so it can fade out under the next one.
  const [reached, setReached] = useState(() => new Set([0, 1 % count]));
  const upcoming = (index + 1) % count;
  if (!reached.has(index) || !reached.has(upcoming)) setReached(new Set([...reached, index, upcoming]));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.slideshow}
      aria-roledescription="carousel"
      aria-label={t('label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} aria-live={stopped || reducedMotion ? 'polite' : 'off'}>
        {banners.map((banner, i) => {
          const image = <Img src={banner.image} alt={banner.label} width={1200} height={400} className={styles.image} priority={i === 0} />;
          const current = i === index;
          return (
            <div
              key={banner.image}
              className={clsx(styles.slide, current && styles.current, !reached.has(i) && styles.dormant)}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: i + 1, count })}
              aria-hidden={!current}
              inert={!current}
            >
              {banner.url ? (
                <Link href={banner.url} className={styles.link}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <ol className={styles.dots}>
            {banners.map((banner, i) => (
              <li key={banner.image}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('goTo', { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                >
                  <span className={styles.dotMark} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
          <div className={styles.buttons}>
            <button type="button" className={styles.button} aria-label={t('previous')} onClick={previous}>
              <BasicIcon name="arrow-left" size={20} />
            </button>
            <button type="button" className={styles.button} aria-label={stopped ? t('play') : t('pause')} onClick={() => setStopped((s) => !s)}>
              <PlayPauseGlyph playing={!stopped} />
            </button>
            <button type="button" className={styles.button} aria-label={t('next')} onClick={next}>
              <BasicIcon name="arrow-right" size={20} />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
