// Every response schema a contract call parses, by the name the calls pass to callApi.
// lib/contract/client.ts loads this module with the first call rather than with the page.
export { okSchema } from './common';
export { addressesResponseSchema, invoicesResponseSchema, orderDetailResponseSchema, ordersResponseSchema, profileResponseSchema } from './account';
export { attachmentsResponseSchema } from './attachment';
export { bannersResponseSchema } from './banner';
export { basketMutationResponseSchema, basketResponseSchema } from './cart';
export { categoryResponseSchema } from './category';
export { facetsResponseSchema } from './facets';
export {
  packetaPointsResponseSchema,
  paymentMethodsResponseSchema,
  placeOrderResponseSchema,
  shippingMethodsResponseSchema,
  warehousesResponseSchema,
} from './checkout';
export { blogListResponseSchema, blogResponseSchema, homepageBlogsResponseSchema, textPageResponseSchema } from './content';
export { manufacturerResponseSchema } from './manufacturer';
export { warehouseStockResponseSchema } from './warehouse-stock';
export { menuResponseSchema } from './menu';
export { invitationPreviewResponseSchema, invitationResponseSchema, peopleResponseSchema, personResponseSchema } from './people';
export { productFilterResponseSchema, productListResponseSchema, productResponseSchema } from './product';
export { liveSearchResponseSchema, searchProductsResponseSchema } from './search';
export { customerSummaryResponseSchema, signUserResponseSchema } from './user';
export { wishlistCountResponseSchema, wishlistResponseSchema } from './wishlist';
export { productLookupResponseSchema } from './product-lookup';
export { customerPricesResponseSchema } from './customer-prices';
export { customerPageResponseSchema } from './customer-page';
export { creditResponseSchema } from './trade-terms';
export { cardPaymentStartResponseSchema, cardPaymentStateResponseSchema, standInChoiceResponseSchema, standInPaymentResponseSchema } from './card-payment';
export { approvalResponseSchema, approvalsResponseSchema } from './approvals';
export { siteResponseSchema, sitesResponseSchema } from './sites';
export { companyAddressesResponseSchema } from './company-addresses';
