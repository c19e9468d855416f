import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_MODULE } from '../../scripts/lib/edge/nginx-config';
import { NGINX_BINARY } from '../../scripts/lib/edge/nginx-process';

/**
 * deploy/nginx/storefront.conf is what an operator installs as it is (docs/deploying.md, "nginx in front"):
 * Debian's nginx must accept it inside a Debian-like nginx.conf, with only the certificate filled in.
 * The files are placed as docs/deploying.md says (/etc/nginx/storefront/ becomes a temporary directory);
 * `nginx -t` checks the whole configuration without starting a server.
 */
describe('the shipped nginx configuration', () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-operator-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes nginx -t as an operator installs it, with a certificate and the cache directory in place', () => {
    const site = path.join(dir, 'storefront');
    fs.cpSync(path.resolve('deploy/nginx'), site, { recursive: true });
    const certificate = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=shop.example.sk'],
      { stdio: 'ignore' },
    );
    const conf = path.join(site, 'storefront.conf');
    const original = fs.readFileSync(conf, 'utf8');
    const installed = original
      .replaceAll('/etc/nginx/storefront/', `${site}/`)
      .replace('/etc/letsencrypt/live/shop.example.sk/fullchain.pem', certificate)
      .replace('/etc/letsencrypt/live/shop.example.sk/privkey.pem', key)
      .replace('/var/cache/nginx/storefront', path.join(dir, 'cache'));
    fs.writeFileSync(conf, installed);
    const brotli = fs.existsSync(BROTLI_MODULE);
    if (!brotli) fs.writeFileSync(conf, installed.replace(/^include .*storefront-brotli\.conf;$/m, ''));
    const main = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      main,
      `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${conf};\n}\n`,
    );
    const check = spawnSync(NGINX_BINARY, ['-t', '-p', dir, '-c', main, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });
});
