/** @jest-environment node */
import * as checkout from '@/lib/contract/calls/checkout';
import { fakeClient } from '../fake-client';

describe('checkout calls', () => {
  it('reads shipping methods, warehouses and payment options', async () => {
    const shipping = fakeClient({ shipping: [{ id: 1, name: 'Kuriér', price: '3.90', pick_up: false, default: true, is_packeta: false }] });
    expect((await checkout.getShippingMethods(shipping.client, 'sk'))[0]?.price).toBe('3.90');
    expect(shipping.sent[0]?.path).toBe('/cart/shipping/sk');

    const warehouses = fakeClient({ warehouses: [{ id: 1, name: 'Nitra', address: '<p>Hlavná 1</p>' }] });
    expect(await checkout.getWarehouses(warehouses.client)).toHaveLength(1);

    const payments = fakeClient({ payments: [{ id: 2, name: 'Prevod', price: 0, allow_for_store: true, allow_for_shipping: true }] });
    expect((await checkout.getPaymentMethods(payments.client, 'sk'))[0]?.name).toBe('Prevod');
    expect(payments.sent[0]?.path).toBe('/cart/payment/sk');
  });

  it('sends the order-placement steps with the methods and paths of docs/contract.md#calls', async () => {
    const { client, sent } = fakeClient({ success: true, order: { id: 5, number: 'OBJ-5' } });
    const address = { firstName: 'J', lastName: 'N', street: 'S', city: 'C', zip: '1', phone: '2', country: 32 as const };
    await checkout.saveCheckoutAddress(client, 1, { address, basket: 3 });
    await checkout.saveCheckoutAddress(client, 2, { address, basket: 3 });
    await checkout.setCartAddress(client, address);
    await checkout.setAdditional(client, { is_delivery_address: true, basket: 3 });
    await checkout.setShipping(client, 'sk', { basket: 3, saturdayDelivery: false, shipping: 1, packetaPoint: null });
    await checkout.setSalePoint(client, { basket: 3, salePoint: null });
    await checkout.setPayment(client, { basket: 3, payment: 2 });
    await checkout.setOrderNote(client, { basket: 3, note: '' });
    await checkout.applyGiftCard(client, { id: 3, code: 'X' });
    const order = await checkout.placeOrder(client, 'sk', { basket: 3, followNews: false });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PUT /cart/address/1',
      'PUT /cart/address/2',
      'PATCH /cart/address',
      'PATCH /cart/additional',
      'PUT /cart/shipping/sk',
      'PATCH /basket/sale-point',
      'PUT /cart/payment',
      'PATCH /basket/note',
      'PATCH /cart/gift-card',
      'PUT /cart/order/sk',
    ]);
    expect(order).toEqual({ id: 5, number: 'OBJ-5' });
  });

  it('stops with an ApiError when a step fails', async () => {
    const { client } = fakeClient({ success: false, error: [{ key: 'payment', code: 'messages.payment.notAllowed' }] }, 400);
    await expect(checkout.setPayment(client, { basket: 3, payment: 9 })).rejects.toMatchObject({ status: 400 });
  });
});
