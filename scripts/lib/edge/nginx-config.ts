import fs from 'node:fs';
import path from 'node:path';

/**
 * The nginx configuration `npm run edge` and the tests run: the shipped rules of deploy/nginx
 * (copied into the private prefix, so an unprivileged nginx reads them) inside a main config
 * that keeps every file nginx writes (pid, logs, temp files, cache) in that prefix.
 */

/** Where Debian's brotli filter module lives when libnginx-mod-http-brotli-filter is installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const RULES = ['storefront-http.conf', 'storefront-locations.conf', 'storefront-brotli.conf'] as const;
const RULES_DIR = path.resolve(__dirname, '../../../deploy/nginx');

export interface EdgeConfig {
  /** private directory holding the config, pid, logs, temp files and cache */
  prefix: string;
  port: number;
  /** the shop's instances, `host:port` */
  upstreams: readonly string[];
  /** served as plain files under /static-control/ (the bench's control), when given */
  staticDir?: string;
}

/**
 * One worker per core, as Debian's nginx.conf has it (the operator's recipe runs that file): with
 * one, every compression of an answer waited for the one core it had, and cached pages took
 * hundreds of ms at nginx in the load run.
 */
function mainConfig({ prefix, port, upstreams, staticDir }: EdgeConfig, brotli: boolean): string {
  const file = (name: string) => path.join(prefix, name);
  return `# Written by scripts/lib/edge/nginx-config.ts for one run; the rules are deploy/nginx/*.conf.
${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes auto;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 4096; }

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 10000;
    client_body_temp_path ${file('tmp/body')};
    proxy_temp_path ${file('tmp/proxy')};
    fastcgi_temp_path ${file('tmp/fastcgi')};
    uwsgi_temp_path ${file('tmp/uwsgi')};
    scgi_temp_path ${file('tmp/scgi')};
    log_format edge '$remote_addr "$request" $status $body_bytes_sent cache=$upstream_cache_status upstream=$upstream_addr $request_time upstream_time=$upstream_response_time';
    access_log ${file('access.log')} edge buffer=64k flush=1s;

    include ${file('storefront-http.conf')};
${brotli ? `    include ${file('storefront-brotli.conf')};\n` : ''}
    # as deploy/nginx/storefront.conf's upstream (its keepalive_timeout says why)
    upstream storefront {
${upstreams.map((u) => `        server ${u} max_fails=3 fail_timeout=10s;`).join('\n')}
        keepalive 32;
        keepalive_timeout 4s;
    }
    proxy_cache_path ${file('cache')} levels=1:2 keys_zone=storefront:20m max_size=1g inactive=7d use_temp_path=off;

    server {
        # nginx's own default queue of connections not yet accepted is 511 on Linux, fewer than the
        # load bench's 300 guests open at once (six connections each, as browsers)
        listen 127.0.0.1:${port} backlog=4096;
        client_max_body_size 12m;
        include ${file('storefront-locations.conf')};
${staticDir ? `        location /static-control/ { alias ${staticDir.replace(/\/?$/, '/')}; }\n` : ''}    }
}
`;
}

/** Writes the config and the rules into `config.prefix`; returns the main config's path. */
export function writeEdgeConfig(config: EdgeConfig): string {
  const brotli = fs.existsSync(BROTLI_MODULE);
  for (const dir of ['tmp', 'cache']) fs.mkdirSync(path.join(config.prefix, dir), { recursive: true });
  for (const name of RULES) fs.copyFileSync(path.join(RULES_DIR, name), path.join(config.prefix, name));
  const file = path.join(config.prefix, 'nginx.conf');
  fs.writeFileSync(file, mainConfig(config, brotli));
  return file;
}
