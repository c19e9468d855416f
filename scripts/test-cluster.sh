#!/usr/bin/env bash
# `npm run test:cluster`: the fault suite (tests/cluster) — two instances of one production build on
# a private PostgreSQL and Redis, with nginx in front in the edge tests — with its own closing line "N passed, N failed". scripts/test.sh
# runs it after e2e with CLUSTER_SKIP_BUILD=1, reusing the build e2e just made.
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/debian-package.sh
source scripts/lib/debian-package.sh
ensure_debian_package '/usr/lib/postgresql/*/bin/initdb' postgresql 'the cluster suite'
ensure_debian_package /usr/bin/redis-server redis-server 'the cluster suite'
# the edge tests run the shop's nginx config (deploy/nginx) in Debian's nginx, with brotli where Debian ships the module
ensure_debian_package /usr/sbin/nginx nginx 'the edge tests'
ensure_debian_package /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so libnginx-mod-http-brotli-filter 'brotli in the edge tests' || true
# the Vercel build test runs the built functions under strace to see every path they write
ensure_debian_package /usr/bin/strace strace 'the Vercel build test'
mkdir -p test-results
rm -f test-results/jest-cluster.json
started=$SECONDS
npx jest --selectProjects cluster --runInBand --json --outputFile=test-results/jest-cluster.json "$@"
echo "cluster suite: $((SECONDS - started)) s"
node scripts/test-summary.mjs --only cluster
