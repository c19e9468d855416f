import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Img } from '@/components/ui/img';
import type { SearchItem } from '@/lib/contract/schemas/search';
import { formatPrice } from '@/lib/shared/format/money';
import styles from './search-hit.module.scss';

// docs/rules.md#limits; kept here so the client bundle does not pull in the product card
const PLACEHOLDER_IMAGE = '/assets/images/placeholder-img.webp';

/** One live-search row, all one link: picture (products and articles), name, code, description, the customer's price. */
export function SearchHit({ item, href }: { item: SearchItem; href: string }) {
  const t = useTranslations('Search');
  const tc = useTranslations('Common');
  const pictured = item.type !== 'category';
  return (
    <Link href={href} className={clsx(styles.hit, pictured && styles.pictured)}>
      {pictured && <Img src={item.image?.src ?? PLACEHOLDER_IMAGE} alt="" width={56} height={56} loading="eager" className={styles.image} />}
      <span className={styles.text}>
        <span className={styles.name}>{item.name}</span>
        {item.code && <span className={styles.code}>{t('code', { code: item.code })}</span>}
        {item.description && <span className={styles.description}>{item.description}</span>}
      </span>
      {item.price_exc_vat !== null && <span className={styles.price}>{t('price', { price: formatPrice(item.price_exc_vat), currency: tc('currency') })}</span>}
    </Link>
  );
}
