'use client';

import { useTranslations } from 'next-intl';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/browser/use-media-query';
import { BasicIcon } from './basic-icon';
import styles from './card-scroller.module.scss';

/** One card up to 750 px, three from 751 px (docs/rules.md#states). */
const SMALL_QUERY = '(max-width: 750px)';

/** Cards in view: 1 on small screens, 3 otherwise (the server assumes 3). */
export function useVisibleCards(): number {
  return useMediaQuery(SMALL_QUERY) ? 1 : 3;
}

interface CardScrollerProps {
  /** names the region for screen readers */
  label: string;
  children: ReactNode;
}

/**
 * A horizontal row of cards. Arrows (only when there are more cards than fit) move one card
 * and wrap last to first; the row also scrolls by touch, and without JavaScript.
 */
export function CardScroller({ label, children }: CardScrollerProps) {
  const t = useTranslations('Scroller');
  const items = Children.toArray(children);
  const count = items.length;
  const visible = useVisibleCards();
  const last = Math.max(0, count - visible);
  const [start, setStart] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  // Where the last arrow sent the row. A scroll that ends elsewhere first (an earlier arrow's
  // smooth scroll, cut short by quick clicks) is not the visitor's: following it lost their click.
  const heading = useRef<number | null>(null);
  const first = Math.min(start, last);

  const scrollToItem = useCallback((index: number) => {
    const list = track.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    list.scrollTo?.({ left: item.offsetLeft - list.offsetLeft, behavior: 'smooth' });
  }, []);

  const move = (step: 1 | -1) => {
    const target = step === 1 ? (first >= last ? 0 : first + 1) : first <= 0 ? last : first - 1;
    heading.current = target;
    setStart(target);
    scrollToItem(target);
  };

  // a swipe or a focused card moves the row: follow it, so the arrows continue from there
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const onSettled = () => {
      const [a, b] = [list.children[0], list.children[1]] as (HTMLElement | undefined)[];
      const step = a && b ? b.offsetLeft - a.offsetLeft : 0;
      if (step <= 0) return;
      const settled = Math.round(list.scrollLeft / step);
      const sentTo = heading.current;
      heading.current = null;
      if (sentTo === null || settled === sentTo) setStart(settled);
    };
    list.addEventListener('scrollend', onSettled);
    return () => list.removeEventListener('scrollend', onSettled);
  }, []);

  const arrows = count > visible;
  return (
    <section className={styles.scroller} aria-roledescription="carousel" aria-label={label}>
      {arrows && (
        <button type="button" className={`${styles.arrow} ${styles.previous}`} aria-label={t('previous')} onClick={() => move(-1)}>
          <BasicIcon name="arrow-left" size={22} />
        </button>
      )}
      <ul ref={track} className={styles.track}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('next')} onClick={() => move(1)}>
          <BasicIcon name="arrow-right" size={22} />
        </button>
      )}
      <p className={styles.status} aria-live="polite">
        {count > 0 && t('position', { from: first + 1, to: Math.min(count, first + visible), count })}
      </p>
    </section>
  );
}
