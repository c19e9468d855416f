import { ICON_PATHS, type IconName } from './icon-paths';
import { SvgIcon, type SvgIconProps } from './svg-icon';

export type { IconName };

/** One of the shop's inline stroke icons; inherits the text colour. Client parts in every page's first load use BasicIcon. */
export function Icon({ name, ...rest }: SvgIconProps & { name: IconName }) {
  return <SvgIcon drawing={ICON_PATHS[name]} {...rest} />;
}
