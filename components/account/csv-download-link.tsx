import { Icon } from '@/components/ui/icon';
import styles from './csv-download-link.module.scss';

/** A download of one of the account's CSV exports (/account/export/…), with the hint how Excel reads it. */
export function CsvDownloadLink({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <a href={href} download className={styles.link} title={hint}>
      <Icon name="download" size={16} />
      {label}
    </a>
  );
}
