#!/usr/bin/env bash
# The Dockerfile's runtime stage without a container engine: production dependencies only
# (npm ci --omit=dev) beside the built dist folders, the server started from them as a non-root
# user would start it, and its /api/health checked. Run after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
stage=$(mktemp -d /tmp/mudstack-runtime-XXXXXX)
pid=''
# SIGTERM: the server closes and stops its embedded PostgreSQL before the folder goes.
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi; rm -rf "$stage"' EXIT
for f in package.json package-lock.json apps/server/package.json apps/web/package.json packages/core/package.json packages/contracts/package.json; do
  mkdir -p "$stage/$(dirname "$f")"; cp "$f" "$stage/$f"
done
(cd "$stage" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
mkdir -p "$stage/apps/server" "$stage/apps/web"
cp -r apps/server/dist "$stage/apps/server/dist"
cp -r apps/web/dist "$stage/apps/web/dist"
if [ -d "$stage/node_modules/vite" ] || [ -d "$stage/node_modules/typescript" ] || [ -d "$stage/node_modules/tsx" ]; then
  echo "container smoke: a build tool is among the production dependencies"; exit 1
fi
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
(cd "$stage" && NODE_ENV=production GLIBC_TUNABLES=glibc.malloc.hugetlb=1 DATA_DIR="$stage/data" PORT="$port" HOST=127.0.0.1 ADMIN_PASSWORD=Container-Smoke-42 LOG_LEVEL=warn \
  exec node apps/server/dist/server.js > "$stage/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 120); do
  if curl -sf "http://127.0.0.1:$port/api/health" > /dev/null; then
    curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo "container smoke: the web app is not served"; exit 1; }
    echo "container smoke: production dependencies only, server healthy on the embedded database, web app served"
    exit 0
  fi
  sleep 0.5
done
echo "container smoke: the server did not become healthy"; cat "$stage/server.log"; exit 1
