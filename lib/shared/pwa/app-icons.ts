/** The installed app's icons, drawn from app/icon.svg by scripts/app-icons.ts and named in app/manifest.ts. */
export const APP_ICON_FILES = [
  { src: '/app-icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/app-icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/app-icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
