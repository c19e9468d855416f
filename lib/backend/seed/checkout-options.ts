import 'server-only';
import type { Db } from '../db/client';
import { packetaPoints, paymentMethods, shippingMethods, warehouses } from '../db/schema';

/** Ids are fixed by insertion order (fresh tables): Kuriér SPS is 1, Zásielkovňa 2, Osobný odber 3. */
export const SHIPPING = [
  { name: 'Kuriér SPS', priceCents: 590, pickUp: false, isDefault: true, isPacketa: false, position: 1 },
  { name: 'Zásielkovňa – výdajné miesto', priceCents: 390, pickUp: false, isDefault: false, isPacketa: true, position: 2 },
  { name: 'Osobný odber', priceCents: 0, pickUp: true, isDefault: false, isPacketa: false, position: 3 },
] as const;

/** Pickup shows allow_for_store methods, delivery allow_for_shipping ones (docs/rules.md#screens, step 2). */
export const PAYMENTS = [
  { name: 'Bankový prevod', priceCents: 0, allowForStore: true, allowForShipping: true, kind: 'transfer', position: 1 },
  { name: 'Dobierka', priceCents: 150, allowForStore: false, allowForShipping: true, kind: 'cod', position: 2 },
  { name: 'Platba v hotovosti pri odbere', priceCents: 0, allowForStore: true, allowForShipping: false, kind: 'cash', position: 3 },
  { name: 'Platobná karta', priceCents: 0, allowForStore: true, allowForShipping: true, kind: 'card', position: 4 },
  // listed only to a company with payment terms, named by them (lib/backend/checkout/on-account.ts)
  { name: 'Na faktúru', priceCents: 0, allowForStore: true, allowForShipping: true, kind: 'account', position: 5 },
] as const;

/**
 * Ids by insertion order: Bratislava 1, Košice 2 (the pickup sale points, ordered by 12:00 ready from
 * 14:00, as before), the central warehouse 3 (ships only; decision 066).
 */
export const WAREHOUSES = [
  {
    name: 'Predajňa a sklad Bratislava',
    label: 'Bratislava',
    place: 'v Bratislave',
    address: '<p>Priemyselná 12<br>821 09 Bratislava</p><p>Po – Št 8:00 – 16:00, Pi 8:00 – 15:00</p>',
    pickUp: true,
    cutOff: '12:00',
    readyFrom: '14:00',
    position: 1,
  },
  {
    name: 'Predajňa a sklad Košice',
    label: 'Košice',
    place: 'v Košiciach',
    address: '<p>Južná trieda 78<br>040 01 Košice</p><p>Po – Št 8:00 – 16:00, Pi 8:00 – 15:00</p>',
    pickUp: true,
    cutOff: '11:00',
    readyFrom: '13:30',
    position: 2,
  },
  {
    name: 'Centrálny sklad Senec',
    label: 'Centrálny sklad',
    place: 'v centrálnom sklade',
    address: '<p>Diaľničná cesta 5<br>903 01 Senec</p>',
    pickUp: false,
    cutOff: null,
    readyFrom: null,
    position: 3,
  },
] as const;

/** Demo pickup points served by the local Packeta stand-in. */
export const PACKETA_POINTS = [
  { id: '10001', name: 'Z-BOX Bratislava, Obchodná', street: 'Obchodná 48', city: 'Bratislava', zip: '811 06' },
  { id: '10002', name: 'Zásielkovňa Bratislava – Petržalka, Aupark', street: 'Einsteinova 18', city: 'Bratislava', zip: '851 01' },
  { id: '10003', name: 'Zásielkovňa Trnava, Hlavná', street: 'Hlavná 21', city: 'Trnava', zip: '917 01' },
  { id: '10004', name: 'Z-BOX Nitra, Štefánikova', street: 'Štefánikova trieda 61', city: 'Nitra', zip: '949 01' },
  { id: '10005', name: 'Zásielkovňa Trenčín, Mierové námestie', street: 'Mierové námestie 9', city: 'Trenčín', zip: '911 01' },
  { id: '10006', name: 'Zásielkovňa Žilina, Národná', street: 'Národná 12', city: 'Žilina', zip: '010 01' },
  { id: '10007', name: 'Z-BOX Banská Bystrica, Europa SC', street: 'Na Troskách 25', city: 'Banská Bystrica', zip: '974 01' },
  { id: '10008', name: 'Zásielkovňa Martin, M. R. Štefánika', street: 'M. R. Štefánika 34', city: 'Martin', zip: '036 01' },
  { id: '10009', name: 'Zásielkovňa Poprad, Námestie sv. Egídia', street: 'Námestie sv. Egídia 15', city: 'Poprad', zip: '058 01' },
  { id: '10010', name: 'Zásielkovňa Prešov, Hlavná', street: 'Hlavná 102', city: 'Prešov', zip: '080 01' },
  { id: '10011', name: 'Z-BOX Košice, Aupark', street: 'Námestie osloboditeľov 1', city: 'Košice', zip: '040 01' },
  { id: '10012', name: 'Zásielkovňa Michalovce, Námestie osloboditeľov', street: 'Námestie osloboditeľov 30', city: 'Michalovce', zip: '071 01' },
] as const;

export async function seedCheckoutOptions(db: Db): Promise<{ shipping: number; payments: number; warehouses: number; packetaPoints: number }> {
  await db.transaction(async (tx) => {
    await tx.insert(shippingMethods).values([...SHIPPING]);
    await tx.insert(paymentMethods).values([...PAYMENTS]);
    await tx.insert(warehouses).values([...WAREHOUSES]);
    await tx.insert(packetaPoints).values([...PACKETA_POINTS]);
  });
  return { shipping: SHIPPING.length, payments: PAYMENTS.length, warehouses: WAREHOUSES.length, packetaPoints: PACKETA_POINTS.length };
}
