import { Icon } from '@/components/ui/icon';
import { ICON_PATHS, type IconName } from '@/components/ui/icon-paths';
import styles from './test-page.module.scss';

/** Every icon with its name (names are code identifiers, shown for developers). */
export function IconGallery() {
  const names = Object.keys(ICON_PATHS) as IconName[];
  return (
    <ul className={styles.icons}>
      {names.map((name) => (
        <li key={name} className={styles.iconCell}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
