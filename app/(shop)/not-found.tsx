import { NotFoundContent } from '@/components/layout/not-found-content';

/** notFound() inside a shop page: the message within the shop's own header and footer. */
export default function ShopNotFound() {
  return <NotFoundContent />;
}
