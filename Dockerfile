# syntax=docker/dockerfile:1
# Two stages: the build stage has the dev dependencies (`npm run build` needs Remix's compiler);
# the runtime stage gets only the built app and the production dependencies, and runs as the
# unprivileged `node` user. No compiler is needed: better-sqlite3 13 ships prebuilt binaries
# inside its npm package.
# patches/ comes with the package files: `npm ci` applies it (patch-package, from postinstall) to
# React Router and Remix, which the runtime stage runs; without it they would silently be stock.
# patch-package is a production dependency for that reason, so `npm ci --omit=dev` patches too.
# `npm run admin:create` runs build/admin-create.js, compiled by `npm run build`: no TypeScript
# runner is needed once the dev dependencies are pruned (docs/decisions/083).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
# scripts/ import app/lib's config, sqlite and migrations modules (Node strips their types), and
# `npm start` compares app/ with the build's stamp, so the sources come along with the build.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p data uploads backups && chown node:node data uploads backups
USER node
VOLUME ["/app/data", "/app/uploads", "/app/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
