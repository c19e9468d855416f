import Link from '@/components/ui/intent-link';
import { Icon, type IconName } from '@/components/ui/icon';
import styles from './header-actions.module.scss';

interface IconActionProps {
  /** none draws the action's outline: the same icon and label, nothing to click */
  href?: string;
  icon: IconName;
  label: string;
  /** shown from the wide layout only */
  wideOnly?: boolean;
  prefetch?: false;
}

/** One of the header's customer corner actions as its icon and label (the label hidden on narrow screens by the styles). */
export function IconAction({ href, icon, label, wideOnly = false, prefetch }: IconActionProps) {
  const className = wideOnly ? `${styles.action} ${styles.wideOnly}` : styles.action;
  const face = (
    <>
      <Icon name={icon} />
      <span className={styles.text}>{label}</span>
    </>
  );
  if (href === undefined) return <span className={className}>{face}</span>;
  return (
    <Link href={href} className={className} prefetch={prefetch}>
      {face}
    </Link>
  );
}
