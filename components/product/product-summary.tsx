import { getTranslations } from 'next-intl/server';
import { PriceSlot } from '@/components/catalogue/price-slot';
import { StockLabel } from '@/components/catalogue/stock-label';
import { BuyBox } from '@/components/product/buy-box';
import { WarehouseStockBlock } from '@/components/product/warehouse-stock';
import { PriceBreaks } from '@/components/product/price-breaks';
import { SafeHtml } from '@/components/ui/safe-html';
import { ShareButtons } from '@/components/ui/share-buttons';
import type { Product } from '@/lib/contract/schemas/product';
import { vatRate } from '@/lib/runtime/config/shop';
import { hasPackRule, packRuleOf, packRuleValues } from '@/lib/shop/catalogue/pack';
import { loadWarehouseStock } from '@/lib/server/catalogue/warehouse-stock';
import styles from './product-summary.module.scss';

/**
 * Beside the gallery: vendor, name, code, EAN (when the upstream sends one) and availability (per
 * warehouse with the pickup time where the upstream tells it, decision 066), the short description, price and buying
 * (with the pack a product is sold by, for everyone: it is no price, and the customer's volume breaks), sharing.
 */
export async function ProductSummary({ product, shareUrl }: { product: Product; shareUrl: string }) {
  const [t, warehouseStock] = await Promise.all([getTranslations('Product'), loadWarehouseStock(product.id)]);
  const rule = packRuleOf(product);
  return (
    <div className={styles.summary}>
      {product.vendor && <p className={styles.vendor}>{product.vendor}</p>}
      <h1 className={styles.name}>{product.name}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('code')}</dt>
          <dd className={styles.code}>{product.code}</dd>
        </div>
        {product.ean && (
          <div>
            <dt>{t('ean')}</dt>
            <dd className={styles.code}>{product.ean}</dd>
          </div>
        )}
        {product.vendor && (
          <div>
            <dt>{t('vendor')}</dt>
            <dd>{product.vendor}</dd>
          </div>
        )}
        <div>
          <dt>{t('availability')}</dt>
          <dd>
            <StockLabel stock={product.stock} unit={product.unit_of_measure} />
          </dd>
        </div>
      </dl>
      {warehouseStock && <WarehouseStockBlock stock={warehouseStock} productId={product.id} unit={product.unit_of_measure} />}
      {product.short_description && <SafeHtml html={product.short_description} className={styles.short} />}
      <div className={styles.buy}>
        <PriceSlot productId={product.id} size="detail" />
        {hasPackRule(rule) && <p className={styles.pack}>{t('soldBy', packRuleValues(rule, product.unit_of_measure))}</p>}
        <BuyBox
          productId={product.id}
          productName={product.name}
          productUrl={product.url.url}
          stock={product.stock}
          unit={product.unit_of_measure}
          rule={rule}
        />
        <PriceBreaks productId={product.id} unit={product.unit_of_measure} vatRate={vatRate()} />
      </div>
      <ShareButtons url={shareUrl} title={product.name} />
    </div>
  );
}
