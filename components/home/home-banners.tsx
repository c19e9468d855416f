import { loadBanners } from '@/lib/server/catalogue/banners';
import { BannerSlideshow } from './banner-slideshow';

/** Loads the top banners (cached) for the slideshow; no banners, no slideshow. */
export async function HomeBanners({ lang }: { lang: string }) {
  const banners = await loadBanners(lang);
  if (banners.length === 0) return null;
  return <BannerSlideshow banners={banners} />;
}
