import { BASIC_ICON_PATHS, type BasicIconName } from './basic-icon-paths';
import { SvgIcon, type SvgIconProps } from './svg-icon';

/** Icon for the client parts of every page's first load: only the few drawings they use come with it. */
export function BasicIcon({ name, ...rest }: SvgIconProps & { name: BasicIconName }) {
  return <SvgIcon drawing={BASIC_ICON_PATHS[name]} {...rest} />;
}
