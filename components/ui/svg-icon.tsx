import clsx from 'clsx';
import type { ReactNode, SVGProps } from 'react';

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** px; the drawings are made on a 24 grid */
  size?: number;
  /** gives the icon an accessible name; without it the icon is decorative (aria-hidden) */
  label?: string;
}

/**
 * The frame of the shop's inline stroke icons (24 grid, stroke in the text colour) around one drawing.
 * The stroke settings come from the global `.icon` rule (app/globals.scss), not attributes: every
 * icon is written twice into a page (its markup and the inline RSC payload), some forty per page.
 */
export function SvgIcon({ size = 24, label, drawing, className, ...rest }: SvgIconProps & { drawing: ReactNode }) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={clsx('icon', className)} {...name} {...rest}>
      {drawing}
    </svg>
  );
}
