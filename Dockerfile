# Tubekit container image. Build: docker build -t tubekit . (podman: add --format docker to keep
# the HEALTHCHECK). Run with a read-only root filesystem: see docs/CONTAINER.md.
#
# Every stage starts from the official Bun image, pinned to the Bun version in package.json
# ("packageManager": "bun@1.4.5"). The -slim variant is Debian slim; its tag names the Bun version
# and the variant, not the Debian release. For fully reproducible builds pin the digest too:
#   FROM oven/bun:1.4.5-slim@sha256:<digest> AS build

# ---- build: every dependency (the generators need the dev tools), then `bun run build` ------------
FROM oven/bun:1.4.5-slim AS build
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
# --ignore-scripts: the root "prepare" script runs the generators, which need the sources that
# are not copied yet; `bun run build` runs them below. No dependency needs an install script.
RUN bun install --frozen-lockfile --ignore-scripts
COPY . .
# typesafe-i18n + panda codegen, then Panda CSS, hashed images and the client bundle in dist/client.
RUN bun run build

# ---- prod-deps: runtime dependencies only ---------------------------------------------------------
FROM oven/bun:1.4.5-slim AS prod-deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
RUN bun install --frozen-lockfile --production --ignore-scripts

# ---- runtime ---------------------------------------------------------------------------------------
FROM oven/bun:1.4.5-slim AS runtime

# Chromium for the browser worker (playwright-core drives /usr/bin/chromium; it downloads nothing).
RUN apt-get update \
	&& apt-get install -y --no-install-recommends chromium \
	&& apt-get clean \
	&& rm -rf /var/lib/apt/lists/*

# The app reads its configuration only from these (README.md has the full table).
# The root filesystem may be mounted read-only: the only writable places are /data (volume) and
# /tmp (tmpfs). Bun's runtime transpiler cache is off (a container starts fresh anyway), and the
# caches and settings Chromium and fontconfig write go to /tmp instead of the read-only home.
ENV NODE_ENV=production \
	DATABASE_URL=file:/data/tubekit.db \
	DATA_DIR=/data \
	HOST=0.0.0.0 \
	PORT=3000 \
	CHROMIUM_PATH=/usr/bin/chromium \
	BUN_RUNTIME_TRANSPILER_CACHE_PATH=0 \
	XDG_CACHE_HOME=/tmp/.cache \
	XDG_CONFIG_HOME=/tmp/.config

WORKDIR /app
# Code and dependencies stay owned by root, so the app user cannot change them.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/src ./src
COPY --from=build /app/worker ./worker
COPY --from=build /app/i18n ./i18n
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/public ./public
COPY --from=build /app/styled-system ./styled-system
COPY --from=build /app/dist/client ./dist/client

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
