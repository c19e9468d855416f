import 'server-only';
import { eq } from 'drizzle-orm';
import { htmlToLines } from '@/lib/shared/format/html-lines';
import type { Db } from '../db/client';
import { orders, warehouses } from '../db/schema';

export interface PointOfDelivery {
  name: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
}

/** "Obchodná 48, 811 06 Bratislava" → street, zip, city (a Slovak zip is 3 + 2 digits). */
export function splitAddressLine(line: string): { street: string; zip: string; city: string } {
  const comma = line.lastIndexOf(',');
  const street = comma >= 0 ? line.slice(0, comma).trim() : '';
  const rest = (comma >= 0 ? line.slice(comma + 1) : line).trim();
  const match = /^(\d{3}\s?\d{2})\s+(.+)$/.exec(rest);
  return match ? { street, zip: match[1] ?? '', city: match[2] ?? '' } : { street, zip: '', city: rest };
}

/** A warehouse's HTML address ("<p>Priemyselná 12<br>821 09 Bratislava</p><p>Po – Pi …</p>") as one line: its first paragraph. */
export function warehouseAddressLine(html: string): string {
  const first = /<p>(.*?)<\/p>/i.exec(html)?.[1] ?? html;
  return htmlToLines(first).join(', ');
}

type Order = typeof orders.$inferSelect;

/**
 * Where the goods go (docs/rules.md#screens): the Packeta point, the pickup store, or the
 * delivery address; the phone is always the customer's.
 */
export async function pointOfDelivery(db: Db, order: Order): Promise<PointOfDelivery> {
  const person = order.deliveryAddress;
  const phone = person.phone ?? '';
  if (order.packetaPointName) {
    return { name: order.packetaPointName, ...splitAddressLine(order.packetaPointAddress ?? ''), phone };
  }
  if (order.salePointName) {
    const [store] = await db.select().from(warehouses).where(eq(warehouses.name, order.salePointName)).limit(1);
    return { name: order.salePointName, ...splitAddressLine(store ? warehouseAddressLine(store.address) : ''), phone };
  }
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return { name, street: person.street ?? '', city: person.city ?? '', zip: person.zip ?? '', phone };
}
