import 'server-only';
import { settings } from '@/lib/runtime/config/env';

/** The local stand-in (public/), used while no API key is configured. */
export const PACKETA_STAND_IN_URL = '/packeta-stand-in.js';

/** The widget the checkout loads: the real one with PACKETA_API_KEY, else the offline stand-in. */
export function packetaConfig(): { widgetUrl: string; apiKey: string } {
  const { PACKETA_API_KEY: apiKey, PACKETA_WIDGET_URL: widgetUrl } = settings();
  if (!apiKey) return { widgetUrl: PACKETA_STAND_IN_URL, apiKey: '' };
  return { widgetUrl, apiKey };
}
