import type { ReactNode } from 'react';

/** The classes an empty state takes from the styles of the page it stands on. */
export type EmptyStateClasses = Readonly<Partial<Record<'empty' | 'title' | 'text', string>>>;

interface EmptyStateProps {
  classes: EmptyStateClasses;
  /** drawn first, with its own class */
  icon: ReactNode;
  title: string;
  /** the heading's level where the page has one above it */
  heading?: 'h2' | 'h3';
  text: string;
  /** the ways on (links), after the text */
  children: ReactNode;
}

/** A list with nothing in it yet (cart, wishlist, comparison): an icon, a heading, what it means, the ways on. */
export function EmptyState({ classes, icon, title, heading: Heading = 'h2', text, children }: EmptyStateProps) {
  return (
    <div className={classes.empty}>
      {icon}
      <Heading className={classes.title}>{title}</Heading>
      <p className={classes.text}>{text}</p>
      {children}
    </div>
  );
}
