import { getTranslations } from 'next-intl/server';
import { CartClient } from '@/components/cart/cart-client';
import { IntlScope } from '@/components/layout/intl-scope';
import { WidthContainer } from '@/components/ui/width-container';
import { unlistedPageMetadata } from '@/lib/server/unlisted-page';
import styles from './page.module.scss';

export const generateMetadata = () => unlistedPageMetadata('Cart');

/** /cart: a static shell; the lines come from the customer's session in the browser (never cached HTML). */
export default async function CartPage() {
  const t = await getTranslations('Cart');
  return (
    <WidthContainer className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <IntlScope area="cart">
        <CartClient />
      </IntlScope>
    </WidthContainer>
  );
}
