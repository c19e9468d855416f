import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import styles from './product-share.module.scss';

/** Share links of a product: plain links (no scripts, no trackers), each opening the network's share page. */
export async function ProductShare({ url, title }: { url: string; title: string }) {
  const t = await getTranslations('Product');
  const u = encodeURIComponent(url);
  const links = [
    { network: 'Facebook', short: 'f', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', short: 'in', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', short: '𝕏', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
  ];
  return (
    <div className={styles.share}>
      <span className={styles.label}>
        <Icon name="share" size={16} />
        {t('share')}
      </span>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.network}>
            <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer" aria-label={t('shareOn', { network: link.network })}>
              <span aria-hidden="true">{link.short}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className={styles.link} aria-label={t('shareEmail')}>
            <Icon name="mail" size={18} />
          </a>
        </li>
      </ul>
    </div>
  );
}
