import 'server-only';
import { createProxy } from './create-proxy';

export { createProxy, type ProxyOptions } from './create-proxy';

/** The /admin/v1 proxy as the route handler uses it: real transport, SITE_URL, 10 s timeout, 1 MiB bodies. */
export const proxyRequest = createProxy();
