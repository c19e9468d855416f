import type { ProductListItem } from '@/lib/contract/schemas/product';
import { ProductCard } from '@/components/catalogue/product-card';
import { cardImageLoading, productCardData } from '@/components/catalogue/product-card-data';
import styles from './product-grid.module.scss';

/** Product cards in 4, 3, 2 or 1 columns by the width available (a container query). */
export function ProductGrid({ products, label }: { products: ProductListItem[]; label: string }) {
  return (
    <section className={styles.container} aria-label={label}>
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.cell}>
            <ProductCard product={productCardData(product, { listing: 'grid' })} imageLoading={cardImageLoading(index, 4)} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The grid's shape while the listing loads: grey cards, announced once as loading. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div className={styles.container} role="status" aria-label={label}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
