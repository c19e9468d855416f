import type { RequestListener } from './instrument';

/**
 * Wraps the instance's request listener so that every Content-Security-Policy Next sets (next.config.mjs
 * gives one to each page, with the settings the build saw) is `policy`, the one made from this
 * server's own settings: a PACKETA_API_KEY set or removed after the build counts at the next start,
 * and the answers that carry no policy (calls, media, build files) still carry none.
 */
export function withContentSecurityPolicy(handle: RequestListener, policy: string): RequestListener {
  return (req, res) => {
    const setHeader = res.setHeader;
    res.setHeader = function withPolicy(name, value) {
      return setHeader.call(this, name, name.toLowerCase() === 'content-security-policy' ? policy : value);
    };
    handle(req, res);
  };
}
