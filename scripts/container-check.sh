#!/usr/bin/env bash
# Builds the Tubekit image with podman and smoke-tests it the way it is meant to run:
# read-only root filesystem, tmpfs /tmp, a fresh /data volume. See docs/CONTAINER.md.
#
#   scripts/container-check.sh                    build + smoke test (base image must be present)
#   scripts/container-check.sh --make-local-base  first build a local stand-in for the Bun base
#                                                 image (mmdebstrap + this machine's bun), for
#                                                 hosts that cannot pull from Docker Hub
#
# Environment:
#   IMAGE      tag to build (default localhost/tubekit:check)
#   HOST_PORT  host port mapped to the container's 3000 (default 3000)
#   BUILD_CA   a CA bundle that `bun install` must trust during the build only, e.g. behind a
#              TLS-intercepting proxy (default: $NODE_EXTRA_CA_CERTS when that file exists;
#              set BUILD_CA= to disable). It is mounted into the build, never copied into a layer,
#              and it reaches only the build stages, never the runtime stage.
#   KEEP=1     leave the container running afterwards (it is removed by default)
set -euo pipefail

cd "$(dirname "$0")/.."
IMAGE=${IMAGE:-localhost/tubekit:check}
HOST_PORT=${HOST_PORT:-3000}
NAME=tubekit-check-$$
BUILD_CA=${BUILD_CA-${NODE_EXTRA_CA_CERTS:-}}
[[ -n "$BUILD_CA" && ! -f "$BUILD_CA" ]] && BUILD_CA=

say() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

command -v podman >/dev/null || fail "podman is not installed (apt-get install -y podman buildah runc)"

# The images the Dockerfile starts from (FROM lines that do not name an earlier stage).
mapfile -t BASES < <(awk 'toupper($1)=="FROM" { for (i = 2; i <= NF; i++) if ($i !~ /^--/) { print $i; break } }' Dockerfile | sort -u)

make_local_base() {
	# A stand-in for oven/bun:<version>-slim: Debian bookworm from mmdebstrap, the same bun binary
	# as this machine, the official image's user (bun, uid 1000), env, workdir and entrypoint.
	command -v mmdebstrap >/dev/null || fail "mmdebstrap is not installed (apt-get install -y mmdebstrap)"
	local want bun_bin work
	want=$(sed -n 's/.*"packageManager": "bun@\([^"]*\)".*/\1/p' package.json)
	bun_bin=$(readlink -f "$(command -v bun)")
	[[ "$("$bun_bin" --version)" == "$want" ]] || fail "local bun is $("$bun_bin" --version), the image wants $want"
	work=$(mktemp -d)
	say "mmdebstrap bookworm -> $work/rootfs.tar"
	mmdebstrap --variant=minbase --include=ca-certificates \
		--aptopt='Acquire::Languages "none"' \
		--dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
		--dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
		bookworm "$work/rootfs.tar" \
		"deb http://deb.debian.org/debian bookworm main" \
		"deb http://deb.debian.org/debian bookworm-updates main" \
		"deb http://deb.debian.org/debian-security bookworm-security main"
	podman import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
		--change 'CMD ["/bin/bash"]' "$work/rootfs.tar" localhost/debian-bookworm-mmdebstrap:latest
	cp "$bun_bin" "$work/bun"
	cat >"$work/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- /usr/local/bin/bun "$@"
fi
exec "$@"
EOF
	chmod +x "$work/docker-entrypoint.sh"
	cat >"$work/Containerfile" <<'EOF'
FROM localhost/debian-bookworm-mmdebstrap:latest
ENV BUN_RUNTIME_TRANSPILER_CACHE_PATH=0 BUN_INSTALL_BIN=/usr/local/bin
COPY docker-entrypoint.sh bun /usr/local/bin/
RUN groupadd bun --gid 1000 && useradd bun --uid 1000 --gid bun --shell /bin/sh --create-home \
 && ln -s /usr/local/bin/bun /usr/local/bin/bunx && bun --version
WORKDIR /home/bun/app
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
CMD ["/usr/local/bin/bun"]
EOF
	for base in "${BASES[@]}"; do
		local ref=${base#docker.io/}
		[[ "$ref" == oven/bun:* ]] || continue
		ref="docker.io/$ref"
		say "tag local stand-in as $ref"
		podman build -q -t "$ref" "$work"
	done
	rm -rf "$work"
}

if [[ "${1:-}" == "--make-local-base" ]]; then
	make_local_base
elif [[ -n "${1:-}" ]]; then
	fail "unknown argument $1"
fi

STAGES=$(awk 'toupper($1)=="FROM" { for (i = 1; i <= NF; i++) if (toupper($i) == "AS") print $(i + 1) }' Dockerfile)
for base in "${BASES[@]}"; do
	grep -qx -- "$base" <<<"$STAGES" && continue
	podman image exists "$base" || fail "base image $base is not available locally; pull it, or run $0 --make-local-base"
done

say "build $IMAGE"
build_args=(--format docker -t "$IMAGE")
containerfile=Dockerfile
if [[ -n "$BUILD_CA" ]]; then
	# Throwaway overlay: the committed Dockerfile stays free of machine-specific settings. Each
	# stage except the last declares ARG NODE_EXTRA_CA_CERTS, which bun reads; the file is a
	# read-only bind mount for RUN steps only.
	containerfile=$(mktemp /tmp/Containerfile.tubekit.XXXXXX)
	last_from=$(grep -n -i '^FROM ' Dockerfile | tail -1 | cut -d: -f1)
	awk -v last="$last_from" '{ print } toupper($1)=="FROM" && NR != last { print "ARG NODE_EXTRA_CA_CERTS" }' Dockerfile >"$containerfile"
	build_args+=(-f "$containerfile" -v "$BUILD_CA:/run/build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt)
	echo "build-time CA: $BUILD_CA (overlay $containerfile)"
fi
podman build "${build_args[@]}" .
[[ "$containerfile" != Dockerfile ]] && rm -f "$containerfile"

data=$(mktemp -d /tmp/tubekit-data.XXXXXX)
# shellcheck disable=SC2317 # called through the EXIT trap
cleanup() {
	if [[ "${KEEP:-}" != 1 ]]; then
		podman rm -f -t 0 "$NAME" >/dev/null 2>&1 || true
		rm -rf "$data"
	fi
}
trap cleanup EXIT
# The app runs as uid 1000 (user bun) and owns only /data.
if [[ $(id -u) == 0 ]]; then chown 1000:1000 "$data"; else podman unshare chown 1000:1000 "$data"; fi

say "run $NAME (read-only root, tmpfs /tmp, $data -> /data, port $HOST_PORT)"
podman run -d --name "$NAME" --read-only --tmpfs /tmp -v "$data:/data" -p "$HOST_PORT:3000" "$IMAGE" >/dev/null

for _ in $(seq 1 60); do
	curl -fsS -o /dev/null "http://127.0.0.1:$HOST_PORT/healthz" 2>/dev/null && break
	[[ "$(podman inspect -f '{{.State.Running}}' "$NAME")" == true ]] || { podman logs "$NAME"; fail "container exited"; }
	sleep 0.5
done

status=0
check() { # name expected actual
	if [[ "$2" == "$3" ]]; then echo "ok   $1: $3"; else echo "FAIL $1: expected $2, got $3"; status=1; fi
}
check "GET /healthz" 200 "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HOST_PORT/healthz")"
check "GET /" 200 "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HOST_PORT/")"
check "GET /de/" 200 "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HOST_PORT/de/")"
check "GET /sitemap.xml" 200 "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HOST_PORT/sitemap.xml")"
asset=$(curl -s "http://127.0.0.1:$HOST_PORT/" | grep -o '/assets/[^"]*\.css' | head -1 || true)
[[ -n "$asset" ]] && check "GET $asset" 200 "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$HOST_PORT$asset")"
# podman runs HEALTHCHECK from systemd timers; without systemd it logs an error at run/stop
# ("unable to get systemd connection") and the check is run on demand here instead.
check "HEALTHCHECK (podman healthcheck run, exit code)" healthy "$(podman healthcheck run "$NAME" >/dev/null 2>&1 && echo healthy || echo unhealthy)"
check "health status (inspect)" healthy "$(podman inspect -f '{{.State.Health.Status}}' "$NAME" 2>/dev/null || podman inspect -f '{{.State.Healthcheck.Status}}' "$NAME")"
check "root filesystem is read-only" refused "$(podman exec "$NAME" sh -c 'touch /app/probe' >/dev/null 2>&1 && echo writable || echo refused)"
check "database file in the volume" yes "$([[ -f "$data/tubekit.db" ]] && echo yes || echo no)"
check "runs as uid" 1000 "$(podman exec "$NAME" id -u)"
check "chromium" yes "$(podman exec "$NAME" chromium --version >/dev/null 2>&1 && echo yes || echo no)"
podman exec "$NAME" chromium --version 2>/dev/null || true
echo "filesystem changes outside the volume/tmpfs (podman diff):"
podman diff "$NAME" | sed 's/^/  /'
echo "image size: $(podman image inspect -f '{{.Size}}' "$IMAGE" | awk '{ printf "%.0f MB", $1 / 1000000 }')"

say "stop (SIGTERM drain)"
podman stop -t 15 "$NAME" >/dev/null
check "graceful stop" 0 "$(podman inspect -f '{{.State.ExitCode}}' "$NAME")"
podman logs "$NAME" 2>&1 | tail -3

if [[ $status == 0 ]]; then say "container check passed"; else say "container check FAILED"; fi
exit $status
