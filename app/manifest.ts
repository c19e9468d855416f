import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { shop } from '@/lib/runtime/config/shop';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { APP_ICON_FILES } from '@/lib/shared/pwa/app-icons';
import { APP_COLORS, APP_SHORTCUT_PATHS } from '@/lib/shared/pwa/app-shell';

/** The web app manifest (/manifest.webmanifest): what an installed shop is called and opens (docs/decisions/063-installable-offline-shell.md). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'App' });
  return {
    id: '/',
    name: t('name', { name: shop.name }),
    short_name: shop.name,
    description: t('description'),
    lang: DEFAULT_LOCALE,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: APP_COLORS.theme,
    background_color: APP_COLORS.background,
    icons: APP_ICON_FILES.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    shortcuts: [
      { name: t('shortcutQuickOrder'), url: APP_SHORTCUT_PATHS.quickOrder, icons: [{ src: APP_ICON_FILES[0].src, sizes: '192x192' }] },
      { name: t('shortcutOrders'), url: APP_SHORTCUT_PATHS.orders, icons: [{ src: APP_ICON_FILES[0].src, sizes: '192x192' }] },
      { name: t('shortcutScan'), url: APP_SHORTCUT_PATHS.scan, icons: [{ src: APP_ICON_FILES[0].src, sizes: '192x192' }] },
    ],
  };
}
