import clsx from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import Link from '@/components/ui/intent-link';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** sm, md, lg = 0.75, 1, 1.5 rem text (docs/rules.md#screens) */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** busy: disabled, with a spinner in place of the icon */
  loading?: boolean;
  icon?: IconName;
  /** the icon after the label instead of before it */
  iconAfter?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
  className?: string;
}

type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
type LinkProps = CommonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; prefetch?: boolean };

/** The icon's size for each button size, px. */
export const BUTTON_ICON_SIZE: Record<ButtonSize, number> = { sm: 14, md: 18, lg: 24 };

/** The classes of a button of this look, for a client element the server styles (see BackButton). */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth, className }: Pick<CommonProps, 'variant' | 'size' | 'fullWidth' | 'className'>) {
  return clsx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

/** The shop's button; given `href` it renders a link (next/link) styled the same. */
export function Button(props: ButtonProps | LinkProps) {
  const { variant = 'primary', size = 'md', loading = false, icon, iconAfter, fullWidth, children, className, ...rest } = props;
  const classes = buttonClasses({ variant, size, fullWidth, className });
  const glyph = loading ? <Spinner size={BUTTON_ICON_SIZE[size]} /> : icon ? <Icon name={icon} size={BUTTON_ICON_SIZE[size]} /> : null;
  const content = (
    <>
      {!iconAfter && glyph}
      {children !== undefined && <span>{children}</span>}
      {iconAfter && glyph}
    </>
  );

  if (rest.href !== undefined) {
    const { href, ...anchor } = rest as Omit<LinkProps, keyof CommonProps>;
    return (
      <Link href={href} className={classes} aria-busy={loading || undefined} {...anchor}>
        {content}
      </Link>
    );
  }
  const { type = 'button', disabled, ...button } = rest as Omit<ButtonProps, keyof CommonProps>;
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...button}>
      {content}
    </button>
  );
}
