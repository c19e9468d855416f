import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { CopyLinkButton } from './copy-link-button';
import { Icon } from './icon';
import styles from './share-buttons.module.scss';

/** Share addresses of the networks: plain links, no third-party scripts. */
export function shareLinks(url: string, title: string, emailBody: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(emailBody)}`,
  };
}

/** The networks shared to in a new tab, each with the letters that stand for its logo. */
const NETWORKS = [
  ['facebook', 'f'],
  ['linkedin', 'in'],
  ['x', 'X'],
] as const;

/** Facebook, LinkedIn, X, e-mail and copy-link for one page (absolute `url`): articles and products alike. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useTranslations('Share');
  const links = shareLinks(url, title, t('emailBody', { url }));
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const titleId = useId();
  return (
    <section className={styles.share} aria-labelledby={titleId}>
      <p className={styles.title} id={titleId}>
        <Icon name="share" size={18} />
        {t('title')}
      </p>
      <ul className={styles.list}>
        {NETWORKS.map(([network, mark]) => (
          <li key={network}>
            <a href={links[network]} className={styles.link} aria-label={t(network)} {...external}>
              <span aria-hidden="true">{mark}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={links.email} className={styles.link} aria-label={t('email')}>
            <Icon name="mail" size={18} />
          </a>
        </li>
        <li>
          <CopyLinkButton url={url} className={`${styles.link} ${styles.copy}`} />
        </li>
      </ul>
    </section>
  );
}
