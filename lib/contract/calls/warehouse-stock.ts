import { callApi, type ApiClient } from '../client';
import { extensionOr } from '../errors';
import type { WarehouseStock } from '../schemas/warehouse-stock';

/**
 * GET /x/products/{ids}/stock (extension, decision 066): the warehouses with their pickup schedule and
 * the products' stock in each. An upstream without the call (404/501) gives null: the storefront
 * shows the one stock figure the product calls carry, as before.
 */
export async function getWarehouseStock(client: ApiClient, productIds: readonly number[]): Promise<WarehouseStock | null> {
  const read = async () => callApi(client, 'GET', `/x/products/${productIds.join(',')}/stock`, 'warehouseStockResponseSchema');
  return (await extensionOr<WarehouseStock | null>(read, async () => null)).value;
}
