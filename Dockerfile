# syntax=docker/dockerfile:1
# Quillbid: one image serving the API and the web app. `docker compose up` runs it with PostgreSQL and
# Redis (compose.yaml); docs/deploy.md has the settings.

# Every workspace's manifest first, so the dependency layer is rebuilt only when one of them changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/extension/package.json apps/extension/

# Build: all dependencies, then the shared package, the API and the web app compiled into their dist folders.
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# No dependency needs an install script: their native parts ship prebuilt.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the API's production dependencies and the three builds; no sources, no compilers, not root.
FROM manifests
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
RUN npm ci --omit=dev --workspace apps/api --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts scripts
# The embedded database and a generated secret live here when DATABASE_URL and JWT_SECRET are unset.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
# Liveness only: a database outage makes /api/ready answer 503 but is no reason to restart this process.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1, so SIGTERM from `docker stop` reaches the server's graceful shutdown directly.
CMD ["node", "apps/api/dist/main.js"]
