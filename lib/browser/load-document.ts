/**
 * Loads an address as a new document, not a client-router navigation: for pages whose every query
 * is its own cached static page to the router (the listings), which router.push would keep stale.
 */
export function loadDocument(url: string): void {
  window.location.assign(url);
}
