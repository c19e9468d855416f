import clsx from 'clsx';
import type { SVGProps } from 'react';

/** public/icons.svg: the drawings of components/ui/icon-paths.tsx (`npm run icons` writes it). */
const ICON_SPRITE_URL = '/icons.svg';

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** px; the drawings are made on a 24 grid */
  size?: number;
  /** gives the icon an accessible name; without it the icon is decorative (aria-hidden) */
  label?: string;
}

/**
 * The frame of the shop's stroke icons (24 grid, stroke in the text colour) around one drawing of
 * the sprite, referred to by name. The stroke settings come from the global `.icon` rule
 * (app/globals.scss) and reach the drawing by inheritance. A reference, not the drawing: every icon
 * is written twice into a page (its markup and the inline RSC payload), some seventy per page, and
 * the drawings stayed out of the client bundles.
 */
export function SvgIcon({ size = 24, label, name, className, ...rest }: SvgIconProps & { name: string }) {
  const accessible = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={clsx('icon', className)} {...accessible} {...rest}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
