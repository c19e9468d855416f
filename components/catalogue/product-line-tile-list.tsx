'use client';

import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDelegatedLinks } from '@/components/ui/use-delegated-links';
import styles from './product-line-tiles.module.scss';

/** One product line's tile as compact data: address, code, name, description, menu colours. */
export interface ProductLineTile {
  href: string;
  code: string;
  label: string;
  text?: string;
  colors: Record<string, string>;
}

/**
 * The tiles as plain links drawn from their data (as a server tree each tile's markup came again in
 * the inline payload); one delegated listener navigates in the app and prefetches on intent.
 */
export function ProductLineTileList({ tiles, more }: { tiles: ProductLineTile[]; more: string }) {
  const links = useDelegatedLinks();
  return (
    <ul className={styles.tiles} {...links}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <a href={tile.href} className={styles.tile} style={tile.colors as CSSProperties}>
            <span className={styles.code}>{tile.code}</span>
            <span className={styles.label}>{tile.label}</span>
            {tile.text && <span className={styles.text}>{tile.text}</span>}
            <span className={styles.more}>
              {more}
              <Icon name="arrow-right" size={16} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
