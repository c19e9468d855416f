import type { ReactNode, SVGProps } from 'react';

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** px; the drawings are made on a 24 grid */
  size?: number;
  /** gives the icon an accessible name; without it the icon is decorative (aria-hidden) */
  label?: string;
}

/** The frame of the shop's inline stroke icons (24 grid, stroke in the text colour) around one drawing. */
export function SvgIcon({ size = 24, label, drawing, ...rest }: SvgIconProps & { drawing: ReactNode }) {
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
      {drawing}
    </svg>
  );
}
