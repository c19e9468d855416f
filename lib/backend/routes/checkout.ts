import 'server-only';
import type { Router } from '../router';
import { V1 } from './prefix';
import { getPacketaPoints, getPaymentMethods, getShippingMethods, getWarehouses } from '../handlers/checkout-options';
import { applyGiftCard, setAdditional, setOrderNote, setPayment, setSalePoint, setShipping } from '../handlers/checkout-cart';
import { patchCartAddress, putCheckoutAddress } from '../handlers/checkout-address';
import { placeOrder } from '../handlers/place-order';
import { duplicateIntoBasket } from '../handlers/order-duplicate';
import { getInvoicePdf } from '../handlers/customer-invoice-pdf';
import { getCustomerInvoices, getCustomerOrderDetail, getCustomerOrders } from '../handlers/customer-orders';

/** Checkout, orders and invoices: shipping/payment/pickup choices, order addresses and note, order history. */
export function registerCheckoutRoutes(router: Router): void {
  router
    .on('GET', `${V1}/cart/shipping/:lang`, getShippingMethods)
    .on('PUT', `${V1}/cart/shipping/:lang`, setShipping)
    .on('GET', `${V1}/cart/warehouses`, getWarehouses)
    .on('GET', `${V1}/cart/payment/:lang`, getPaymentMethods)
    .on('PUT', `${V1}/cart/payment`, setPayment)
    .on('PATCH', `${V1}/basket/sale-point`, setSalePoint)
    .on('PATCH', `${V1}/basket/note`, setOrderNote)
    .on('PATCH', `${V1}/cart/address`, patchCartAddress)
    .on('PUT', `${V1}/cart/address/:type`, putCheckoutAddress)
    .on('PATCH', `${V1}/cart/additional`, setAdditional)
    .on('PATCH', `${V1}/cart/gift-card`, applyGiftCard)
    .on('PUT', `${V1}/cart/order/:lang`, placeOrder)
    .on('PUT', `${V1}/customer/order/duplicateIntoBasket/:orderId`, duplicateIntoBasket)
    .on('GET', `${V1}/packeta/points`, getPacketaPoints)
    .on('GET', `${V1}/customer/orders/:limit/:offset`, getCustomerOrders)
    .on('GET', `${V1}/customer/invoices/:limit/:offset`, getCustomerInvoices)
    .on('GET', `${V1}/customer/order/detail/:orderId/:lang`, getCustomerOrderDetail)
    .on('GET', `${V1}/customer/invoice/:publicId/pdf`, getInvoicePdf);
}
