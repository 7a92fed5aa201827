# syntax=docker/dockerfile:1
# Courtside's container image (docs/operations.md). Not built in CI: the machines that run the
# tests have a Docker client but no daemon. It runs the README's own steps only: npm ci, the
# build that `npm start` does (web app and server bundle), and the server `npm start` runs.

ARG NODE_VERSION=20.20

# 1. Build: every dependency, then the web app (dist/web) and the server bundle (dist/server,
#    with the backup and restore commands and the migrations).
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && node scripts/server-build.mjs

# 2. Run-time dependencies only.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# 3. The image: the built app and its run-time dependencies, run as the unprivileged `node` user.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/dist/web
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json ./
# DATA_DIR: the embedded database, its lock and ops.json, and backups; the one writable place.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs once the build is there (docker stop sends SIGTERM: requests in flight
# finish and the database closes).
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
