import { handleRevalidate } from '@/lib/server/revalidate';

/** The signed webhook that expires catalogue cache tags (logic in lib/server/revalidate). */
export function POST(request: Request) {
  return handleRevalidate(request);
}
