import { API_PREFIX, type ApiClient } from '@/lib/api/client';
import { EARLY_CALLS_GLOBAL, earlyCallKey, type EarlyCall } from './early-calls';
import { SIGNED_IN_ATTRIBUTE } from './signed-in-hint';

/** An inline script starting `calls` where the hint is set (run after SIGNED_IN_HINT_SCRIPT); `<` escaped for the HTML. */
export function earlyCallsScript(calls: EarlyCall[]): string {
  const list = JSON.stringify(calls.map((c) => [c.method, c.path, c.body, earlyCallKey(c.method, c.path, c.body)])).replace(/</g, '\\u003c');
  return (
    `(function(){if(!document.documentElement.hasAttribute('${SIGNED_IN_ATTRIBUTE}'))return;` +
    `var s=window.${EARLY_CALLS_GLOBAL}=window.${EARLY_CALLS_GLOBAL}||{};${list}.forEach(function(c){if(s[c[3]])return;` +
    `var h={Accept:'application/json'};if(c[2]!==null)h['Content-Type']='application/json; charset=utf-8';` +
    `var p=fetch('${API_PREFIX}'+c[1],{method:c[0],headers:h,credentials:'same-origin',body:c[2]===null?undefined:c[2]});` +
    // handled here, so a failure nobody takes is no unhandled rejection; the taker still sees it
    `p.catch(function(){});s[c[3]]=p})})()`
  );
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
