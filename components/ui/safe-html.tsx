import clsx from 'clsx';
import { sanitizeHtml } from '@/lib/shared/format/sanitize-html';
import styles from './safe-html.module.scss';

/** Backend HTML, sanitised, with readable typography for long text. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  // the only place backend HTML is rendered, always sanitised
  return <div className={clsx(styles.prose, className)} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
