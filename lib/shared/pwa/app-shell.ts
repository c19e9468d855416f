/**
 * The installed app's colours and shortcuts (app/manifest.ts). The colours are the shop's navy
 * chrome and page background (app/_styles/_tokens.scss: primary, background).
 */
export const APP_COLORS = { theme: '#12325a', background: '#f2f4f7' } as const;

/** Where the manifest's shortcuts lead: quick order, the order history, and the search bar's scanner. */
export const APP_SHORTCUT_PATHS = {
  quickOrder: '/rychla-objednavka',
  orders: '/account/orders',
  scan: '/?skenovat=1',
} as const;
