import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/intent-link';
import { shop } from '@/lib/runtime/config/shop';
import styles from './logo.module.scss';

/** Splits a camel-case name ("SecuriTech") so its second half can take the accent colour. */
function splitName(name: string): [string, string] {
  const at = name.search(/(?<=[a-z])[A-Z]/);
  return at > 0 ? [name.slice(0, at), name.slice(at)] : [name, ''];
}

/** The shop's wordmark: a shield with a check and the name; links home. */
export async function Logo({ inverse = false }: { inverse?: boolean }) {
  const t = await getTranslations('Header');
  const [first, second] = splitName(shop.name);
  return (
    <Link href="/" className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo} aria-label={t('homeLink', { name: shop.name })}>
      <svg viewBox="0 0 172 36" className={styles.mark} aria-hidden="true" focusable="false">
        <path className={styles.shield} d="M16 1.5 29 6v10.6c0 8.4-5.6 14.6-13 17.9C8.6 31.2 3 25 3 16.6V6z" />
        <path className={styles.check} d="m9.5 17.5 4.6 4.6 8.4-9.2" />
        <text x="37" y="25" className={styles.word} textLength="133" lengthAdjust="spacingAndGlyphs">
          <tspan className={styles.first}>{first}</tspan>
          <tspan className={styles.second}>{second}</tspan>
        </text>
      </svg>
    </Link>
  );
}
