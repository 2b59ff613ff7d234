# syntax=docker/dockerfile:1
# Build: compile TypeScript with the dev dependencies. Runtime: production dependencies and dist/ only,
# run as the image's unprivileged `node` user, node as PID 1 (it handles SIGTERM itself: start.ts
# stops the API, worker and connections, then exits 0).
#   api:       node dist/runtime/start.js api      (the default command)
#   worker:    node dist/runtime/start.js worker
#   migrate:   node dist/runtime/migrate.js
#   staff cli: node dist/runtime/cli.js create-staff --email ops@example.com   (STAFF_PASSWORD=...)
#   simulator: node dist/simulator/main.js

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 8000}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/runtime/start.js", "api"]
