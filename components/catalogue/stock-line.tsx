import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './stock-line.module.scss';

interface StockLineProps {
  /** green for pieces in stock, amber for anything to order */
  tone: 'inStock' | 'toOrder';
  /** the smaller, wrapping form of cart and checkout lines */
  compact?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A stock text with its coloured dot: the one look of stock in cards, product pages, cart and checkout.
 * The dot is the line's ::before, not an element: it is drawn in every card of every listing.
 */
export function StockLine({ tone, compact = false, className, children }: StockLineProps) {
  return <p className={clsx(styles.stock, compact && styles.compact, styles[tone], className)}>{children}</p>;
}
