import type { IconName } from './icon-paths';
import { SvgIcon, type SvgIconProps } from './svg-icon';

export type { IconName };

/** One of the shop's stroke icons (a symbol of public/icons.svg); inherits the text colour. */
export function Icon({ name, ...rest }: SvgIconProps & { name: IconName }) {
  return <SvgIcon name={name} {...rest} />;
}
