import type { WarehouseStock } from '@/lib/contract/schemas/warehouse-stock';

/** The demo's three warehouses as the stock call lists them: two pickup stores and the central one. */
export const DEMO_WAREHOUSES: WarehouseStock['warehouses'] = [
  { id: 1, label: 'Bratislava', place: 'v Bratislave', pick_up: true, cut_off: '12:00', ready_from: '14:00' },
  { id: 2, label: 'Košice', place: 'v Košiciach', pick_up: true, cut_off: '11:00', ready_from: '13:30' },
  { id: 3, label: 'Centrálny sklad', place: 'v Senci', pick_up: false },
];
