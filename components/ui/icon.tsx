import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths';

export type { IconName };

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  name: IconName;
  /** px; the drawings are made on a 24 grid */
  size?: number;
  /** gives the icon an accessible name; without it the icon is decorative (aria-hidden) */
  label?: string;
}

/** One of the shop's inline stroke icons; inherits the text colour. */
export function Icon({ name, size = 24, label, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
