import { offerApiHandler } from '@/lib/runtime/instance/api-fast-path';
import { proxyRequest } from '@/lib/server/proxy';

// The /admin/v1 proxy: all rules live in lib/server/proxy, where they are unit-tested. Once Next has loaded this module, the instance server (scripts/server.ts) calls the same handler directly.
offerApiHandler(proxyRequest);
export const GET = proxyRequest;
export const POST = proxyRequest;
export const PUT = proxyRequest;
export const PATCH = proxyRequest;
export const DELETE = proxyRequest;
