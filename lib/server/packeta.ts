import 'server-only';

/** The official Packeta v6 widget library. */
export const PACKETA_LIBRARY_URL = 'https://widget.packeta.com/v6/www/js/library.js';
/** The local stand-in (public/), used while no API key is configured. */
export const PACKETA_STAND_IN_URL = '/packeta-stand-in.js';

/** The widget the checkout loads: the real one with PACKETA_API_KEY, else the offline stand-in. */
export function packetaConfig(): { widgetUrl: string; apiKey: string } {
  const apiKey = process.env.PACKETA_API_KEY?.trim() ?? '';
  if (!apiKey) return { widgetUrl: PACKETA_STAND_IN_URL, apiKey: '' };
  return { widgetUrl: process.env.PACKETA_WIDGET_URL?.trim() || PACKETA_LIBRARY_URL, apiKey };
}
