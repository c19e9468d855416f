'use client';

import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import { Img } from '@/components/ui/img';
import Link from '@/components/ui/intent-link';
import { CardScroller } from '@/components/ui/card-scroller';
import proseStyles from '@/components/ui/safe-html.module.scss';
import { BLOG_PLACEHOLDER_IMAGE } from './blog-placeholder';
import styles from './blog-card.module.scss';

/** One article at a glance as compact data; `perex` is already sanitised HTML (sanitizeHtml on the server). */
export interface BlogScrollerCard {
  href: string;
  title: string;
  image?: string;
  perex: string;
}

/**
 * The home page's article scroller, its cards drawn from their data with BlogCard's markup: passed
 * as server children, every card's tree came again in the inline payload.
 */
export function BlogScroller({ cards, label, readMore }: { cards: BlogScrollerCard[]; label: string; readMore: string }) {
  return (
    <CardScroller label={label}>
      {cards.map((card) => (
        <article key={card.href} className={styles.card}>
          <Link href={card.href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
            <Img src={card.image || BLOG_PLACEHOLDER_IMAGE} alt="" width={600} height={250} className={styles.image} />
          </Link>
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link href={card.href} className={styles.titleLink}>
                {card.title}
              </Link>
            </h3>
            <div className={clsx(proseStyles.prose, styles.perex)} dangerouslySetInnerHTML={{ __html: card.perex }} />
            <span className={styles.more} aria-hidden="true">
              {readMore}
              <Icon name="arrow-right" size={16} />
            </span>
          </div>
        </article>
      ))}
    </CardScroller>
  );
}
