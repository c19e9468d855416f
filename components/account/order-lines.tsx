import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { OrderDetailLine } from '@/lib/contract/schemas/account';
import { formatPrice } from '@/lib/shared/format/money';
import { productPath } from '@/lib/shop/urls/shop-paths';
import { Img } from '@/components/ui/img';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import styles from './order-detail.module.scss';

/** An order's lines as placed: picture, code, name (to the product), quantity and the line's total at the company's price without VAT. */
export async function OrderLines({ lines }: { lines: readonly OrderDetailLine[] }) {
  const currency = (await getTranslations('Common'))('currency');
  return (
    <ul className={styles.lines}>
      {lines.map((p) => {
        const cover = p.image.find((i) => i.cover) ?? p.image[0];
        return (
          <li key={`${p.code}-${p.name}`} className={styles.line}>
            <Img src={cover?.src || PLACEHOLDER_IMAGE} alt="" width={64} height={64} className={styles.image} />
            <div className={styles.info}>
              <span className={styles.code}>{p.code}</span>
              <Link href={productPath(p.url.url)} className={styles.name}>
                {p.name}
              </Link>
            </div>
            <span className={styles.amount}>{`${p.amount} ${p.unit_of_measure}`.trim()}</span>
            <span className={styles.price}>{`${formatPrice(p.price_sum_exc_vat)} ${currency}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
