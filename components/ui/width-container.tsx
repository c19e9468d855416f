import clsx from 'clsx';
import type { ElementType, ReactNode } from 'react';
import styles from './width-container.module.scss';

interface WidthContainerProps {
  children: ReactNode;
  /** 53 rem instead of 1200 px: text pages, forms (docs/rules.md#limits) */
  narrow?: boolean;
  as?: ElementType;
  className?: string;
}

/** Centres content at the shop's container width with side padding on small screens. */
export function WidthContainer({ children, narrow, as: Tag = 'div', className }: WidthContainerProps) {
  return <Tag className={clsx(styles.container, narrow && styles.narrow, className)}>{children}</Tag>;
}
