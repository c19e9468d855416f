import styles from './banner-slideshow.module.scss';

/** The slideshow's place while its banners load (spec §2): same size, so nothing jumps. */
export function BannerPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.slideshow} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.placeholderBlock} />
      <div className={styles.placeholderBar} />
    </div>
  );
}
