import { screen } from '@testing-library/react';
import { ProductCard } from '@/components/catalogue/product-card';
import { cardImageLoading, productCardData, type ProductCardData } from '@/components/catalogue/product-card-data';
import { PLACEHOLDER_IMAGE } from '@/components/ui/placeholder-image';
import { productListItemSchema } from '@/lib/contract/schemas/product';
import { guestProduct } from '../../lib/contract/fake-client';
import { renderWithIntl } from '../render-with-intl';

// the card's links go through the router on a click; rendering needs only its presence
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const card: ProductCardData = {
  id: 7,
  slug: 'kamera-ip-4mpx',
  name: 'IP kamera 4 Mpx',
  code: 'IPC-4',
  stock: 3,
  unit: 'ks',
  image: '/media/p/7-1.webp',
};
/** the same card in the category grid, which offers the small copy */
const gridCard: ProductCardData = { ...card, thumbnail: { src: '/media/p/7-1-sm.webp', listing: 'grid' } };

/** The card's picture (alt "": decorative, the name is the card's link). */
function picture(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('no picture');
  return img;
}

describe('ProductCard picture', () => {
  it('offers the small copy beside the full picture, sized by its listing’s columns', () => {
    const { container } = renderWithIntl(<ProductCard product={gridCard} />);
    const img = picture(container);
    expect(img.getAttribute('src')).toBe('/media/p/7-1.webp');
    expect(img.getAttribute('srcset')).toBe('/media/p/7-1-sm.webp 400w, /media/p/7-1.webp 800w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 452px) 11rem, 20rem');
    expect(screen.getByRole('link', { name: 'IP kamera 4 Mpx' })).toHaveAttribute('href', '/product/kamera-ip-4mpx');
  });

  it('keeps the one picture without a thumbnail and for the placeholder', () => {
    for (const product of [card, { ...gridCard, image: undefined }]) {
      const { container, unmount } = renderWithIntl(<ProductCard product={product} />);
      expect(picture(container).getAttribute('src')).toBe(product.image ?? PLACEHOLDER_IMAGE);
      expect(picture(container).hasAttribute('srcset')).toBe(false);
      expect(picture(container).hasAttribute('sizes')).toBe(false);
      unmount();
    }
  });

  it('loads the first card at high priority, the rest of a first row eagerly at the browser’s priority, the others lazily', () => {
    const attributes = (index: number) => {
      const { container, unmount } = renderWithIntl(<ProductCard product={card} imageLoading={cardImageLoading(index, 4)} />);
      const img = picture(container);
      const seen = [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
      unmount();
      return seen;
    };
    expect(attributes(0)).toEqual(['eager', 'high']);
    expect(attributes(1)).toEqual(['eager', null]);
    expect(attributes(3)).toEqual(['eager', null]);
    expect(attributes(4)).toEqual(['lazy', null]);
    expect(attributes(11)).toEqual(['lazy', null]);
  });
});

describe('productCardData', () => {
  const product = productListItemSchema.parse(
    guestProduct({
      image: [
        { src: '/media/p/7-2.webp', caption: '', cover: false, thumbnail: '/media/p/7-2-sm.webp' },
        { src: '/media/p/7-1.webp', caption: '', cover: true, thumbnail: '/media/p/7-1-sm.webp' },
      ],
    }),
  );

  it('carries the cover’s thumbnail, with its listing, only for a listing that offers it', () => {
    expect(productCardData(product, { listing: 'results' })).toMatchObject({
      image: '/media/p/7-1.webp',
      thumbnail: { src: '/media/p/7-1-sm.webp', listing: 'results' },
    });
    expect(productCardData(product)).not.toHaveProperty('thumbnail');
    expect(productCardData({ ...product, image: [{ src: '/media/p/7-1.webp', caption: '', cover: true }] }, { listing: 'grid' })).not.toHaveProperty(
      'thumbnail',
    );
  });

  it('carries the pack of a product sold by the box, as the wishlist and search results list it, and none for single pieces', () => {
    expect(productCardData({ ...product, pack_size: 305, min_quantity: 305 }).pack).toEqual({ pack: 305, min: 305 });
    expect(productCardData({ ...product, pack_size: 1, min_quantity: 1 })).not.toHaveProperty('pack');
  });
});
