'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import { AddToCart } from '@/components/cart/add-to-cart';
import { WishlistToggle } from '@/components/cart/wishlist-toggle';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { useDelegatedLinks } from '@/components/ui/use-delegated-links';
import { useSession } from '@/lib/signed-in/browser/session';
import { productPath } from '@/lib/shop/urls/shop-paths';
import { PICTURE_WIDTHS } from '@/lib/contract/picture-widths';
import { PriceSlot } from './price-slot';
import { CARD_IMAGE_SIZES, type CardImageLoading, type ProductCardData } from './product-card-data';
import { StockLabel } from './stock-label';
import styles from './product-card.module.scss';

interface ProductCardProps {
  /** productCardData(product) */
  product: ProductCardData;
  /** horizontal: image beside the text (search results from 751 px) */
  layout?: 'vertical' | 'horizontal';
  /** how the picture loads (cardImageLoading); lazy by default */
  imageLoading?: CardImageLoading;
  /** further actions beside the customer's add-to-cart (which every card has) */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product at a glance: image, code, name, vendor, stock and the customer's price; for
 * signed-in customers also the wishlist heart and quantity with the add button (client leaves);
 * for everyone the compare toggle. A client component drawn from compact data: as a server tree
 * each card's markup came a second time, element by element, in the page's inline payload.
 */
export function ProductCard({ product, layout = 'vertical', imageLoading = 'lazy', actions, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const t = useTranslations('Catalogue');
  // built here, not sent: the slug is in the payload anyway, the path would repeat it for every card
  const href = productPath(product.slug);
  // the card's link to the product is a plain anchor under one listener, not a next/link to hydrate;
  // it covers the whole card (its ::after), so the image needs no link of its own in every card's HTML
  const links = useDelegatedLinks();
  // until the session is known (the server's HTML) the card draws the heart's outline on the hint itself
  const pending = useSession() === 'unknown';
  return (
    <article className={clsx(styles.card, layout === 'horizontal' && styles.horizontal, pending && styles.pending)} {...links}>
      <Img
        src={product.image ?? PLACEHOLDER_IMAGE}
        {...(product.image &&
          product.thumbnail && {
            srcSet: `${product.thumbnail.src} ${PICTURE_WIDTHS.thumbnail}w, ${product.image} ${PICTURE_WIDTHS.full}w`,
            sizes: CARD_IMAGE_SIZES[product.thumbnail.listing],
          })}
        alt=""
        width={400}
        height={400}
        className={styles.image}
        priority={imageLoading === 'priority'}
        loading={imageLoading === 'eager' ? 'eager' : undefined}
      />
      <WishlistToggle productId={product.id} productName={product.name} className={styles.wish} outlineByParent />
      <div className={styles.body}>
        <p>{t('code', { code: product.code })}</p>
        <Heading>
          <a href={href}>{product.name}</a>
        </Heading>
        {product.vendor && <p>{product.vendor}</p>}
        <div>
          <StockLabel stock={product.stock} unit={product.unit} />
          <CompareToggle product={{ id: product.id, url: product.slug, name: product.name }} className={styles.compare} />
        </div>
        <div>
          <PriceSlot productId={product.id} />
          <AddToCart productId={product.id} productName={product.name} stock={product.stock} unit={product.unit} rule={product.pack} />
          {actions}
        </div>
      </div>
    </article>
  );
}
