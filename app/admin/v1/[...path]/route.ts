import { offerApiHandler } from '@/lib/instance/api-fast-path';
import { proxyRequest } from '@/lib/server/proxy';

// the instance server (scripts/server.ts) calls this same handler directly from now on
offerApiHandler(proxyRequest);

// The /admin/v1 proxy: all rules live in lib/server/proxy, where they are unit-tested.
export const GET = proxyRequest;
export const POST = proxyRequest;
export const PUT = proxyRequest;
export const PATCH = proxyRequest;
export const DELETE = proxyRequest;
