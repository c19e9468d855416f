/**
 * `npm run edge`: the storefront's nginx (deploy/nginx) in front of running shop instances, for
 * trial and tests: Debian's nginx (installed with apt-get when missing), run unprivileged with
 * its config, logs, temp files and cache in a temporary directory, on EDGE_PORT (8080) in front
 * of EDGE_UPSTREAM (127.0.0.1:3000, or a comma-separated list). Stops on Ctrl-C/SIGTERM and
 * removes its directory. Production runs the same rules in the system nginx (docs/deploying.md, nginx in front).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settingsOrStop } from '../lib/runtime/config/parse-settings';
import { BROTLI_MODULE } from './lib/edge/nginx-config';
import { NGINX_BINARY, runEdge } from './lib/edge/nginx-process';

/** nginx, and the brotli module where Debian has it (compression then offers br as well). */
function ensureNginx(): void {
  if (fs.existsSync(NGINX_BINARY) && fs.existsSync(BROTLI_MODULE)) return;
  execFileSync(
    'bash',
    [
      '-c',
      'source scripts/lib/debian-package.sh && ensure_debian_package /usr/sbin/nginx nginx "npm run edge" && ensure_debian_package ' +
        `${BROTLI_MODULE} libnginx-mod-http-brotli-filter "brotli in npm run edge" || true`,
    ],
    { stdio: 'inherit' },
  );
}

async function main() {
  const settings = settingsOrStop();
  ensureNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-edge-'));
  const edge = await runEdge({ prefix, port: settings.EDGE_PORT, upstreams: settings.EDGE_UPSTREAM }, 'inherit');
  console.log(
    `nginx listens on http://127.0.0.1:${settings.EDGE_PORT} in front of ${settings.EDGE_UPSTREAM.join(', ')} (logs and cache in ${prefix}); Ctrl-C stops it. Start the instances with BEHIND_NGINX=true; nginx connects from 127.0.0.1, which TRUSTED_PROXIES trusts by default`,
  );
  const stop = async () => {
    await edge.stop();
    fs.rmSync(prefix, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  edge.child.once('exit', (code) => {
    fs.rmSync(prefix, { recursive: true, force: true });
    console.error(`nginx exited with ${code}; see the messages above`);
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
