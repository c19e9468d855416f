import type { ApiClient, CallOptions, HttpMethod } from '@/lib/contract/client';
import type { ProductListItem } from '@/lib/contract/schemas/product';

export interface SentRequest {
  method: HttpMethod;
  path: string;
  body: unknown;
  init: CallOptions | undefined;
}

/** An ApiClient that records what it is asked to send and answers with `reply`. */
export function fakeClient(reply: unknown | (() => Response | Promise<Response>), status = 200) {
  const sent: SentRequest[] = [];
  const client: ApiClient = {
    async send(method, path, body, init) {
      sent.push({ method, path, body, init });
      if (typeof reply === 'function') return (reply as () => Response | Promise<Response>)();
      return new Response(typeof reply === 'string' ? reply : JSON.stringify(reply), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
  return { client, sent };
}

/** A list-shape product as a guest receives it. */
export function guestProduct(overrides: Record<string, unknown> = {}) {
  return {
    ...numberedProduct(7, {
      code: 'DS-2CD2143G2-I',
      name: 'Kamera Hikvision DS-2CD2143G2-I',
      short_description: '<p>4 MP</p>',
      url: { url: 'kamera-hikvision-ds-2cd2143g2-i' },
      stock: 12,
      image: [{ src: '/media/p/7-1.webp', caption: 'Kamera', cover: true }],
    }),
    ...overrides,
  };
}

/** One of many list-shape products, told apart by `id` (code C-id, name Produkt id); a guest's, without prices. */
export function numberedProduct(id: number, extra: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id,
    code: `C-${id}`,
    name: `Produkt ${id}`,
    vendor: 'Hikvision',
    short_description: '',
    url: { url: `produkt-${id}` },
    stock: 3,
    unit_of_measure: 'ks',
    price: null,
    price_exc_vat: null,
    base_price_exc_vat: null,
    discount: null,
    wish_list: false,
    image: [],
    ...extra,
  };
}
