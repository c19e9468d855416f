import * as z from 'zod/mini';
import { countSchema, envelope, idSchema, moneySchema, numberLabelSchema, textSchema, urlSchema } from './common';
import { productImageSchema } from './product';
import { orderPaymentStateSchema } from './card-payment';

/** GET /customer/profile: the customer's details (the profile form's name, surname, display name, email). */
export const profileSchema = z.object({
  username: textSchema,
  email: z.string(),
  first_name: textSchema,
  last_name: textSchema,
  /** optional (docs/contract.md#optional-fields): '' when an upstream leaves it out */
  display_name: textSchema,
  company_name: textSchema,
  phone: textSchema,
  company_id: textSchema,
  vat_registration_id: textSchema,
  ext_vat_registration_id: textSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ ...envelope, customer: profileSchema });

/** 1 invoice (billing), 2 delivery. */
export const addressTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type AddressType = z.infer<typeof addressTypeSchema>;
export const INVOICE_ADDRESS: AddressType = 1;
export const DELIVERY_ADDRESS: AddressType = 2;

/** A stored address. */
export const addressSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: textSchema,
  type: addressTypeSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** GET /customer/address */
export const addressesResponseSchema = z.object({ ...envelope, addresses: z.array(addressSchema) });

/** Who placed an order (a person of the company) or a building site: an id for the list's filters and a name to show. */
export const filterOptionSchema = z.object({ id: idSchema, name: z.string() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/**
 * What the company-wide lists can be filtered by (`?person=`, `?site=`): only from the extension lists
 * (docs/decisions/059-company-accounts.md); `people` is empty for a buyer, who sees only their own.
 */
export const listFilterOptionsSchema = z.object({ people: z.array(filterOptionSchema), sites: z.array(filterOptionSchema) });
export type ListFilterOptions = z.infer<typeof listFilterOptionsSchema>;

export const orderListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: z.string(),
  /** total excluding VAT */
  amount: moneySchema,
  /** total including VAT: only from GET /x/customer/orders (extension) */
  amount_with_vat: z.optional(moneySchema),
  /** the variable symbol of the order's invoice (the invoice number): only from GET /x/customer/orders; null before an invoice exists */
  variable_symbol: z.optional(z.nullable(z.string())),
  /** who placed it: only from GET /x/customer/orders (extension) */
  person: z.optional(filterOptionSchema),
  /** absolute or root-relative */
  order_url: z.string(),
  /** the order's status label as in the detail; optional (docs/contract.md#optional-fields): '' (not shown) when an upstream omits it */
  status: textSchema,
  /** paid or not (an extension, docs/decisions/061-card-payments.md); absent: not shown */
  payment_state: z.optional(orderPaymentStateSchema),
  /** the building site's job reference the order was placed for (docs/decisions/059-company-accounts.md); '' or absent: none */
  job_reference: textSchema,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** GET /customer/orders/{limit}/{offset} */
export const ordersResponseSchema = z.object({
  ...envelope,
  orders: z.array(orderListItemSchema),
  orders_count: countSchema,
  /** only from GET /x/customer/orders (extension) */
  filter_options: z.optional(listFilterOptionsSchema),
});

export const invoiceListItemSchema = z.object({
  name: z.string(),
  varsymbol: z.string(),
  created_at: z.string(),
  due_to: z.string(),
  /** total including VAT */
  amount: moneySchema,
  /** total excluding VAT: only from GET /x/customer/invoices (extension); null for an invoice without an order */
  amount_without_vat: z.optional(z.nullable(moneySchema)),
  /** above 0 highlights the row */
  not_paid_amount: moneySchema,
  /** absolute or root-relative; the embedded backend serves the PDF */
  invoice_url: z.string(),
  /** true when GET /x/customer/invoice/{name}/xml serves it as an e-invoice (extension); absent upstream shows no link */
  e_invoice: z.optional(z.boolean()),
  /** the job reference of the invoiced order's building site; '' or absent: none */
  job_reference: textSchema,
  /** who placed the invoiced order: only from GET /x/customer/invoices (extension) */
  person: z.optional(filterOptionSchema),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** GET /customer/invoices/{limit}/{offset} */
export const invoicesResponseSchema = z.object({
  ...envelope,
  invoices: z.array(invoiceListItemSchema),
  invoices_count: countSchema,
  /** only from GET /x/customer/invoices (extension) */
  filter_options: z.optional(listFilterOptionsSchema),
});

export const orderDetailLineSchema = z.object({
  image: z._default(z.array(productImageSchema), []),
  url: urlSchema,
  code: z.string(),
  name: z.string(),
  amount: z.number(),
  /** optional, though the order detail shows a unit: '' when the backend omits it */
  unit_of_measure: textSchema,
  price_exc_vat: moneySchema,
  price_sum_exc_vat: moneySchema,
  /** Extension field: the line's product, to ask its stock per warehouse with (decision 066); without it the pickup day assumes the store held it. */
  product_id: z.optional(idSchema),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

/**
 * What the customer still has to pay by bank transfer (an optional field of the detail, docs/contract.md#optional-fields):
 * the payee's IBAN and name, the variable symbol, the unpaid amount with VAT (EUR) and the due date
 * (ISO 8601). The storefront shows these and the PAY by square code made from them.
 */
export const paymentInstructionsSchema = z.object({
  iban: z.string().check(z.minLength(15)),
  beneficiary: textSchema,
  variable_symbol: z.string().check(z.minLength(1)),
  amount: moneySchema,
  due_to: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** The invoice of an order, as the order detail's extension names it. */
export const orderInvoiceSchema = z.object({
  number: z.string().check(z.minLength(1)),
  invoice_url: z.string(),
  e_invoice: z._default(z.boolean(), false),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** The building site an order was placed for: its name and the job reference the order keeps. */
export const orderSiteSchema = z.object({ name: z.string(), job_reference: z.string() });
export type OrderSite = z.infer<typeof orderSiteSchema>;

/** An order as docs/contract.md#shapes lists it; `status` is a free text label. */
export const orderDetailSchema = z.object({
  number: numberLabelSchema,
  created: z.string(),
  status: z.string(),
  shipping: z.string(),
  shipping_price: moneySchema,
  payment: z.string(),
  payment_price: moneySchema,
  price_without_vat: moneySchema,
  /** the order's VAT and its total including VAT: optional (docs/contract.md#optional-fields); without them only the total without VAT is shown */
  vat: z.optional(moneySchema),
  price_with_vat: z.optional(moneySchema),
  products_price_without_vat: moneySchema,
  invoice_name: textSchema,
  invoice_street: textSchema,
  invoice_city: textSchema,
  invoice_zip: textSchema,
  invoice_phone: textSchema,
  invoice_email: textSchema,
  delivery_name: textSchema,
  delivery_street: textSchema,
  delivery_city: textSchema,
  delivery_zip: textSchema,
  delivery_phone: textSchema,
  products: z.array(orderDetailLineSchema),
  /** null or absent (an upstream without it, or nothing to transfer): no payment instructions shown */
  payment_instructions: z.optional(z.nullable(paymentInstructionsSchema)),
  /** the order's invoice: its number, PDF and whether it is also an e-invoice (an extension, like payment_instructions) */
  invoice: z.optional(z.nullable(orderInvoiceSchema)),
  /** paid or not, a card order's payment state (an extension, docs/decisions/061-card-payments.md); absent: not shown */
  payment_state: z.optional(orderPaymentStateSchema),
  /** the building site it was placed for, with the job reference as it was then (extension); null or absent: none */
  site: z._default(z.optional(z.nullable(orderSiteSchema)), null),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /customer/order/detail/{orderId}/{lang}: the detail sits under `orders` (docs/contract.md#calls). */
export const orderDetailResponseSchema = z.object({ ...envelope, orders: orderDetailSchema });
