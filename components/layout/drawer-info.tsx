import { SvgIcon } from '@/components/ui/svg-icon';
import type { DrawerInfoData } from './drawer-info-data';
import { LinkList } from './link-list';
import styles from './drawer-info.module.scss';

/**
 * The drawer's text pages (terms, privacy …) and contact: below 1201 px the footer hides its links
 * (docs/rules.md#screens), so a phone reaches them here. Drawn from what the footer already shows (footerInfo),
 * so the labels stay in the Footer messages and the page carries them once.
 */
export function DrawerInfo({ info }: { info: DrawerInfoData }) {
  return (
    <div className={styles.info}>
      <nav aria-labelledby="drawer-links">
        <h2 id="drawer-links" className={styles.heading}>
          {info.linksTitle}
        </h2>
        <LinkList links={info.pages} className={styles.list} linkClassName={styles.link} />
      </nav>
      <section aria-labelledby="drawer-contact">
        <h2 id="drawer-contact" className={styles.heading}>
          {info.contactTitle}
        </h2>
        <ul className={styles.list}>
          {info.contacts.map(({ label, href, icon }) => (
            <li key={href}>
              <a href={href} className={styles.link}>
                <SvgIcon name={icon} size={18} />
                <span>{label}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
