# Tubekit container images, three targets from this one file (docs/CONTAINER.md):
#   docker build -t tubekit .                           full: app + local browser worker (the default)
#   docker build --target app -t tubekit-app .          lean app, no Chromium: the replicas of a scaled set-up
#   docker build --target worker -t tubekit-worker .    the browser worker alone (bun worker/main.ts)
# podman: add --format docker, or the HEALTHCHECK is dropped. Run with a read-only root filesystem.
#
# Every stage starts from the official Bun image, pinned to the Bun version in package.json
# ("packageManager": "bun@1.4.5"). The -slim variant is Debian slim; its tag names the Bun version
# and the variant, not the Debian release. For fully reproducible builds pin the digest too:
#   FROM oven/bun:1.4.5-slim@sha256:<digest> AS build
# The stages are ordered so that a code change rebuilds only the layers above it: the Chromium
# layer (the slow one) does not depend on the sources.

# ---- build: every dependency (the generators need the dev tools), then `bun run build` ------------
FROM oven/bun:1.4.5-slim AS build
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
# --ignore-scripts: the root "prepare" script runs the generators, which need the sources that
# are not copied yet; `bun run build` runs them below. No dependency needs an install script.
RUN bun install --frozen-lockfile --ignore-scripts
COPY . .
# The context has no .git: the commit /readyz, the metrics and the logs name comes in as an argument
# (`--build-arg BUILD_COMMIT=$(git rev-parse --short=12 HEAD)`; docs/CONTAINER.md), else "unknown".
ARG BUILD_COMMIT=unknown
# typesafe-i18n + panda codegen, then Panda CSS, hashed images and the client bundle in dist/client.
RUN bun run build

# ---- prod-deps: runtime dependencies only ---------------------------------------------------------
FROM oven/bun:1.4.5-slim AS prod-deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
# --omit=peer: the peers the runtime needs (react, hono, zod, @libsql/client) are direct
# dependencies; the rest are type checkers (typescript, bun-types: 30 MB) that Bun does not run.
RUN bun install --frozen-lockfile --production --omit=peer --ignore-scripts

# ---- app-files: what the app runs, plus Bun's transpiler cache filled at build time ----------------
FROM oven/bun:1.4.5-slim AS app-files
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
# Kept out of the lean app image: playwright-core (14 MB) only drives Chromium in worker/ (the
# worker-files stage adds it back), and libsql's musl builds (10 MB) never load on Debian's glibc.
# The images take this stage's final tree in one COPY, so what is removed here costs nothing.
RUN rm -rf node_modules/playwright-core node_modules/@libsql/*-musl*
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/src ./src
COPY --from=build /app/worker ./worker
COPY --from=build /app/i18n ./i18n
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/public ./public
COPY --from=build /app/styled-system ./styled-system
COPY --from=build /app/dist/client ./dist/client
# Bun transpiles every file it loads; the base image turns its cache off
# (BUN_RUNTIME_TRANSPILER_CACHE_PATH=0), so each container start paid for it again. Here it is
# filled once: `--version` loads the server's whole static import graph (and fails the build if
# that graph needs playwright-core) and exits before reading any setting. Entries are keyed by
# the file's contents and NODE_ENV (which changes the JSX transform), so the images set the same
# two variables. At run time the cache is read-only (root-owned, read-only root filesystem):
# Bun reads it and skips writing.
ENV NODE_ENV=production \
	BUN_RUNTIME_TRANSPILER_CACHE_PATH=/app/.transpiler-cache
RUN bun src/server/main.ts --version && test -n "$(ls .transpiler-cache)"

# ---- worker-files: the same plus playwright-core and the worker's modules in the cache -------------
FROM app-files AS worker-files
COPY --from=prod-deps /app/node_modules/playwright-core ./node_modules/playwright-core
RUN bun -e "await import('./worker/app.ts')"

# ---- app: the lean app image (no Chromium) ---------------------------------------------------------
# For the replicas behind a load balancer; they reach browser workers through WORKER_URL. Without
# Chromium (and without CHROMIUM_PATH) it never starts a local worker.
FROM oven/bun:1.4.5-slim AS app
# The app reads its configuration only from these (README.md has the full table). The root
# filesystem may be mounted read-only: the only writable places are /data (volume) and /tmp.
ENV NODE_ENV=production \
	BUN_RUNTIME_TRANSPILER_CACHE_PATH=/app/.transpiler-cache \
	DATABASE_URL=file:/data/tubekit.db \
	DATA_DIR=/data \
	HOST=0.0.0.0 \
	PORT=3000
WORKDIR /app
# Code and dependencies stay owned by root, so the app user cannot change them.
COPY --from=app-files /app /app
# "bun" (uid 1000) is the unprivileged user of the official image; it owns only /data.
RUN mkdir -p /data && chown bun:bun /data
USER bun
VOLUME /data
EXPOSE 3000
# No curl in the image: Bun's fetch does the probe. Exit 1 on a non-2xx answer or no answer.
# The server listens within a second or two, well before the first probe (after --interval), so
# no --start-period is set (dockerfilelint 1.8 also misreads that option as "--start").
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
	CMD ["bun", "-e", "const r = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`, { signal: AbortSignal.timeout(4000) }); process.exit(r.ok ? 0 : 1)"]
CMD ["bun", "src/server/main.ts"]

# ---- chromium: the base of the worker and full images ----------------------------------------------
# Chromium for the browser worker (playwright-core drives /usr/bin/chromium; it downloads nothing).
FROM oven/bun:1.4.5-slim AS chromium
RUN apt-get update \
	&& apt-get install -y --no-install-recommends chromium \
	&& apt-get clean \
	&& rm -rf /var/lib/apt/lists/*
# The caches and settings Chromium and fontconfig write go to /tmp, not the read-only home.
ENV CHROMIUM_PATH=/usr/bin/chromium \
	XDG_CACHE_HOME=/tmp/.cache \
	XDG_CONFIG_HOME=/tmp/.config

# ---- worker: the browser worker alone ---------------------------------------------------------------
# Listens on every interface of its private network; every job needs WORKER_SECRET (set at run).
FROM chromium AS worker
ENV NODE_ENV=production \
	BUN_RUNTIME_TRANSPILER_CACHE_PATH=/app/.transpiler-cache \
	WORKER_HOST=0.0.0.0 \
	WORKER_PORT=3001
WORKDIR /app
COPY --from=worker-files /app /app
USER bun
EXPOSE 3001
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
	CMD ["bun", "-e", "const r = await fetch(`http://127.0.0.1:${process.env.WORKER_PORT || 3001}/healthz`, { signal: AbortSignal.timeout(4000) }); process.exit(r.ok ? 0 : 1)"]
CMD ["bun", "worker/main.ts"]

# ---- full: app + local browser worker, the one-container default (the last stage: a plain build) ---
FROM chromium AS full
ENV NODE_ENV=production \
	BUN_RUNTIME_TRANSPILER_CACHE_PATH=/app/.transpiler-cache \
	DATABASE_URL=file:/data/tubekit.db \
	DATA_DIR=/data \
	HOST=0.0.0.0 \
	PORT=3000
WORKDIR /app
COPY --from=worker-files /app /app
RUN mkdir -p /data && chown bun:bun /data
USER bun
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
	CMD ["bun", "-e", "const r = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`, { signal: AbortSignal.timeout(4000) }); process.exit(r.ok ? 0 : 1)"]
CMD ["bun", "src/server/main.ts"]
