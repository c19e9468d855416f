import { packetaPointSchema, type PacketaPoint } from '@/lib/contract/schemas/checkout';

/** The part of the Packeta v6 widget library the checkout uses. */
interface PacketaLibrary {
  Widget: { pick: (apiKey: string, callback: (point: unknown) => void, options?: Record<string, unknown>) => void };
}

declare global {
  interface Window {
    Packeta?: PacketaLibrary;
  }
}

const loads = new Map<string, Promise<PacketaLibrary>>();

/** Loads the widget script once per URL; rejects when it fails to load or defines no Packeta.Widget. */
export function loadPacketa(url: string): Promise<PacketaLibrary> {
  const cached = loads.get(url);
  if (cached) return cached;
  const promise = new Promise<PacketaLibrary>((resolve, reject) => {
    if (window.Packeta?.Widget) return resolve(window.Packeta);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Packeta?.Widget ? resolve(window.Packeta) : reject(new Error('Packeta.Widget missing')));
    script.onerror = () => reject(new Error(`Packeta widget failed to load: ${url}`));
    document.head.appendChild(script);
  });
  // a failed load may be retried
  promise.catch(() => loads.delete(url));
  loads.set(url, promise);
  return promise;
}

/**
 * Opens the widget and resolves with the chosen point, or null when it was closed without a
 * choice (the official plugins' `if (!point) return`).
 */
export async function pickPacketaPoint(url: string, apiKey: string, language: string): Promise<PacketaPoint | null> {
  const library = await loadPacketa(url);
  return new Promise((resolve) => {
    library.Widget.pick(
      apiKey,
      (point) => {
        const parsed = point ? packetaPointSchema.safeParse(point) : null;
        resolve(parsed?.success ? parsed.data : null);
      },
      { language, country: 'sk', appIdentity: 'securitech-storefront' },
    );
  });
}
