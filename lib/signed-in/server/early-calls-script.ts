import { getCustomerPage } from '@/lib/contract/calls/customer-page';
import { API_PREFIX, type ApiClient } from '@/lib/contract/client';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { EARLY_CALLS_GLOBAL, EARLY_PAGE_GLOBAL, earlyCallData, type EarlyCall } from '@/lib/shop/account/early-calls';
import { SIGNED_IN_ATTRIBUTE } from '@/lib/shop/account/signed-in-hint';

/** The global function EARLY_CALLS_RUNNER defines and every earlyCallsScript calls. */
const RUNNER_GLOBAL = '__secshopStartEarlyCalls';

/**
 * Defines the function that starts a list's early calls, once per page in <head> (SignedInHead):
 * each inline script of a list then carries only its data, not this body again (an inline script
 * travels twice, as HTML and inside the RSC payload). Where the hint is set (SIGNED_IN_HINT_SCRIPT
 * ran before), it starts the page call `page` for `ids` if no script of this page has started it
 * yet (the session check takes its answer), else `calls`; a call already started is not repeated.
 */
export const EARLY_CALLS_RUNNER = (
  `window.${RUNNER_GLOBAL}=function(ids,l,page){if(!document.documentElement.hasAttribute('${SIGNED_IN_ATTRIBUTE}'))return;` +
  `var w=window,s=w.${EARLY_CALLS_GLOBAL}=w.${EARLY_CALLS_GLOBAL}||{};` +
  `if(!w.${EARLY_PAGE_GLOBAL}){w.${EARLY_PAGE_GLOBAL}=ids;l=page}` +
  // each call's key is its data as JSON (earlyCallKey): the client takes these answers by it
  `l.forEach(function(c){var k=JSON.stringify(c);if(s[k])return;` +
  `var h={Accept:'application/json'};if(c[2]!==null)h['Content-Type']='application/json; charset=utf-8';` +
  `var p=fetch('${API_PREFIX}'+c[1],{method:c[0],headers:h,credentials:'same-origin',body:c[2]===null?undefined:c[2]});` +
  // handled here, so a failure nobody takes is no unhandled rejection; the taker still sees it
  `p.catch(function(){});s[k]=p})}`
).replace(/</g, '\\u003c');

/**
 * The inline script of a list of the products `ids` (or of the page, with none): hands EARLY_CALLS_RUNNER
 * the page call with `ids` and the list's own `calls`, as data. `<` escaped for the HTML.
 */
export async function earlyCallsScript(ids: readonly number[], calls: EarlyCall[]): Promise<string> {
  const page = await recordEarlyCalls((client) => getCustomerPage(client, DEFAULT_LOCALE, ids));
  const list = (c: EarlyCall[]) => JSON.stringify(c.map(earlyCallData));
  return `${RUNNER_GLOBAL}(${JSON.stringify(ids)},${list(calls)},${list(page)})`.replace(/</g, '\\u003c');
}

/** The requests `load` sends first, recorded without sending them (the server names them in the page). */
export async function recordEarlyCalls(load: (client: ApiClient) => Promise<unknown>): Promise<EarlyCall[]> {
  const calls: EarlyCall[] = [];
  const recorder: ApiClient = {
    send(method, path, body) {
      calls.push({ method, path, body: body === undefined ? null : JSON.stringify(body) });
      return Promise.reject(new Error('recorded, not sent'));
    },
  };
  await load(recorder).catch(() => undefined);
  return calls;
}
