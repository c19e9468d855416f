import type { BasicIconName } from './basic-icon-paths';
import { SvgIcon, type SvgIconProps } from './svg-icon';

/** Icon for client parts: the same sprite, typed to the basic drawings (basic-icon-paths.tsx). */
export function BasicIcon({ name, ...rest }: SvgIconProps & { name: BasicIconName }) {
  return <SvgIcon name={name} {...rest} />;
}
