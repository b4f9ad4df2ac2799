#!/usr/bin/env bash
# Builds the three Tubekit images with podman (the Dockerfile's targets full, app and worker) and
# checks each the way it is meant to run: read-only root filesystem, tmpfs /tmp, a fresh /data
# volume, uid 1000, the HEALTHCHECK, a SIGTERM stop, the size, and the start time against the same
# code started on this host. See docs/CONTAINER.md.
#
#   scripts/container-check.sh                    build + check (the base image must be present)
#   scripts/container-check.sh --make-local-base  first build a local stand-in for the Bun base
#                                                 image (mmdebstrap + this machine's bun), for
#                                                 hosts that cannot pull from Docker Hub
#   scripts/container-check.sh --no-build         check images already built with these tags
#
# Environment:
#   REPO, TAG  the images are REPO:TAG, REPO-app:TAG, REPO-worker:TAG (default localhost/tubekit, check)
#   HOST_PORT  host port mapped to the container's port (default 3000); the host run uses HOST_PORT+10
#   RUNS       starts timed per image and on the host; the median counts (default 3)
#   APP_MAX_MB largest lean app image allowed, in MB of 10^6 bytes (default 350)
#   BUILD_CA   a CA bundle that `bun install` must trust during the build only, e.g. behind a
#              TLS-intercepting proxy (default: $NODE_EXTRA_CA_CERTS when that file exists;
#              set BUILD_CA= to disable). It is mounted into the build, never copied into a layer,
#              and it reaches only the stages that run `bun install`, never an image.
#   KEEP=1     leave the last container of each image running (they are removed by default)
set -euo pipefail

cd "$(dirname "$0")/.."
REPO=${REPO:-localhost/tubekit}
TAG=${TAG:-check}
HOST_PORT=${HOST_PORT:-3000}
RUNS=${RUNS:-3}
APP_MAX_MB=${APP_MAX_MB:-350}
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

BUILD=1
case "${1:-}" in
--make-local-base) make_local_base ;;
--no-build) BUILD= ;;
"") ;;
*) fail "unknown argument $1" ;;
esac

# target -> image name
declare -A IMAGES=([full]="$REPO:$TAG" [app]="$REPO-app:$TAG" [worker]="$REPO-worker:$TAG")

if [[ -n "$BUILD" ]]; then
	STAGES=$(awk 'toupper($1)=="FROM" { for (i = 1; i <= NF; i++) if (toupper($i) == "AS") print $(i + 1) }' Dockerfile)
	for base in "${BASES[@]}"; do
		grep -qx -- "$base" <<<"$STAGES" && continue
		podman image exists "$base" || fail "base image $base is not available locally; pull it, or run $0 --make-local-base"
	done

	build_args=(--format docker)
	containerfile=Dockerfile
	if [[ -n "$BUILD_CA" ]]; then
		# Throwaway overlay: the committed Dockerfile stays free of machine-specific settings. The
		# stages that run `bun install` (build, prod-deps) declare ARG NODE_EXTRA_CA_CERTS, which
		# bun reads; the file is a read-only bind mount for RUN steps only.
		containerfile=$(mktemp /tmp/Containerfile.tubekit.XXXXXX)
		awk '{ print } toupper($1)=="FROM" && toupper($(NF-1))=="AS" && ($NF=="build" || $NF=="prod-deps") { print "ARG NODE_EXTRA_CA_CERTS" }' \
			Dockerfile >"$containerfile"
		build_args+=(-f "$containerfile" -v "$BUILD_CA:/run/build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt)
		echo "build-time CA: $BUILD_CA (overlay $containerfile)"
	fi
	# One build per target; the stages they share come from the layer cache after the first.
	for target in full app worker; do
		say "build --target $target -> ${IMAGES[$target]}"
		start=$SECONDS
		podman build "${build_args[@]}" --build-arg "BUILD_COMMIT=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)" \
			--target "$target" -t "${IMAGES[$target]}" .
		echo "built ${IMAGES[$target]} in $((SECONDS - start)) s"
	done
	[[ "$containerfile" != Dockerfile ]] && rm -f "$containerfile"
fi
for target in full app worker; do
	podman image exists "${IMAGES[$target]}" || fail "${IMAGES[$target]} is not built"
done

status=0
check() { # name expected actual
	if [[ "$2" == "$3" ]]; then echo "ok   $1: $3"; else echo "FAIL $1: expected $2, got $3"; status=1; fi
}
check_true() { # name condition-result(yes/no) detail
	if [[ "$2" == yes ]]; then echo "ok   $1: $3"; else echo "FAIL $1: $3"; status=1; fi
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
http_code() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1$2" || true; }

CONTAINERS=()
DIRS=()
HOST_PID=
# shellcheck disable=SC2317 # called through the EXIT trap
cleanup() {
	[[ -n "$HOST_PID" ]] && kill "$HOST_PID" 2>/dev/null
	if [[ "${KEEP:-}" != 1 ]]; then
		for c in "${CONTAINERS[@]}"; do podman rm -f -t 0 "$c" >/dev/null 2>&1 || true; done
		for d in "${DIRS[@]}"; do rm -rf "$d"; done
	fi
}
trap cleanup EXIT

# The helpers below set globals instead of printing (no $(...) subshell), so that CONTAINERS and
# DIRS keep what they add and the EXIT trap removes it.
new_data_dir() { # sets DATA to a fresh directory owned by uid 1000 (the image's user)
	DATA=$(mktemp -d /tmp/tubekit-data.XXXXXX)
	DIRS+=("$DATA")
	if [[ $(id -u) == 0 ]]; then chown 1000:1000 "$DATA"; else podman unshare chown 1000:1000 "$DATA"; fi
}

# Starts IMAGE as NAME the intended way and waits for its /healthz; sets MS to the milliseconds from
# the container's process start (podman's StartedAt, so image unpacking and network set-up are
# not counted) to the first 200. Extra arguments go to podman run.
start_container() { # name image container-port path-to-probe [podman run args...]
	local name=$1 image=$2 port=$3 probe=$4 started ready
	shift 4
	CONTAINERS+=("$name")
	podman run -d --name "$name" --read-only --tmpfs /tmp -p "$HOST_PORT:$port" "$@" "$image" >/dev/null
	for _ in $(seq 1 1200); do
		[[ $(http_code "$HOST_PORT" "$probe") == 200 ]] && break
		[[ "$(podman inspect -f '{{.State.Running}}' "$name")" == true ]] || { podman logs "$name" >&2; fail "$name exited"; }
		sleep 0.05
	done
	ready=$(now_ms)
	started=$(($(podman inspect -f '{{.State.StartedAt.UnixNano}}' "$name") / 1000000))
	MS=$((ready - started))
}

# The same code on this host, for the start-time comparison: `bun src/server/main.ts` with a fresh
# database, its ordinary (warm) transpiler cache. Needs a checkout with `bun install && bun run build`.
# Sets MS to the milliseconds from spawning it to the first /healthz 200.
host_start_ms() { # extra env assignments...
	local port=$((HOST_PORT + 10)) dir t0
	dir=$(mktemp -d /tmp/tubekit-host.XXXXXX)
	DIRS+=("$dir")
	t0=$(now_ms)
	# WORKER_PORT=0: the local worker takes a free port (its default, 3001, may be taken).
	env NODE_ENV=production HOST=127.0.0.1 PORT=$port WORKER_PORT=0 DATABASE_URL="file:$dir/tubekit.db" DATA_DIR="$dir" "$@" \
		bun src/server/main.ts >"$dir/log" 2>&1 &
	HOST_PID=$!
	for _ in $(seq 1 1200); do
		[[ $(http_code "$port" /healthz) == 200 ]] && break
		kill -0 "$HOST_PID" 2>/dev/null || { cat "$dir/log" >&2; fail "the host server exited"; }
		sleep 0.05
	done
	MS=$(($(now_ms) - t0))
	kill -TERM "$HOST_PID"
	wait "$HOST_PID" 2>/dev/null || true
	HOST_PID=
}

HOST_READY=
if command -v bun >/dev/null && [[ -d node_modules && -f dist/client/build-info.json ]]; then HOST_READY=1; fi
declare -A HOST_MS=()
if [[ -n "$HOST_READY" ]]; then
	say "host start time (median of $RUNS, after one warm-up run)"
	host_start_ms WORKER_AUTOSTART=false
	for mode in app full; do
		runs=()
		# full: the local browser worker starts before the server listens, as in the full image.
		if [[ $mode == app ]]; then env_args=(WORKER_AUTOSTART=false); else env_args=(WORKER_AUTOSTART=true); fi
		for _ in $(seq 1 "$RUNS"); do
			host_start_ms "${env_args[@]}"
			runs+=("$MS")
		done
		HOST_MS[$mode]=$(median "${runs[@]}")
		echo "host ($mode): ${runs[*]} ms -> median ${HOST_MS[$mode]} ms"
	done
else
	echo "host start time not measured: run bun install --frozen-lockfile && bun run build first"
fi

# Starts the image RUNS times (the app images with a fresh /data each time), keeps the last
# container running and sets NAME to it and START_MS to the median start time.
timed_starts() { # target container-port probe [podman run args...]
	local target=$1 port=$2 probe=$3 runs=() i volume
	shift 3
	for i in $(seq 1 "$RUNS"); do
		NAME=tubekit-check-$target-$$-$i
		volume=()
		if [[ $target != worker ]]; then
			new_data_dir
			volume=(-v "$DATA:/data")
		fi
		start_container "$NAME" "${IMAGES[$target]}" "$port" "$probe" "$@" "${volume[@]}"
		runs+=("$MS")
		[[ $i -lt $RUNS ]] && podman rm -f -t 0 "$NAME" >/dev/null
	done
	START_MS=$(median "${runs[@]}")
	echo "start to first /healthz 200: ${runs[*]} ms -> median $START_MS ms"
}

compare_with_host() { # mode
	if [[ -z "${HOST_MS[$1]:-}" ]]; then
		echo "skip start time vs host: not measured"
		return
	fi
	local limit=$((HOST_MS[$1] * 120 / 100))
	check_true "start time within 20 % of the host's" "$([[ $START_MS -le $limit ]] && echo yes || echo no)" \
		"container $START_MS ms, host ${HOST_MS[$1]} ms (limit $limit ms)"
}

image_mb() { podman image inspect -f '{{.Size}}' "$1" | awk '{ printf "%.0f", $1 / 1000000 }'; }

common_checks() { # name port
	local name=$1
	check "HEALTHCHECK (podman healthcheck run, exit code)" healthy "$(podman healthcheck run "$name" >/dev/null 2>&1 && echo healthy || echo unhealthy)"
	check "health status (inspect)" healthy "$(podman inspect -f '{{.State.Health.Status}}' "$name" 2>/dev/null || podman inspect -f '{{.State.Healthcheck.Status}}' "$name")"
	check "root filesystem is read-only" refused "$(podman exec "$name" sh -c 'touch /app/probe' >/dev/null 2>&1 && echo writable || echo refused)"
	check "runs as uid" 1000 "$(podman exec "$name" id -u)"
	check_true "transpiler cache in the image" \
		"$(podman exec "$name" sh -c 'test -n "$(ls "$BUN_RUNTIME_TRANSPILER_CACHE_PATH")"' && echo yes || echo no)" \
		"$(podman exec "$name" sh -c 'echo "$BUN_RUNTIME_TRANSPILER_CACHE_PATH: $(ls "$BUN_RUNTIME_TRANSPILER_CACHE_PATH" | wc -l) files"')"
	echo "filesystem changes outside the volume/tmpfs (podman diff):"
	podman diff "$name" | sed 's/^/  /'
}

stop_check() { # name
	local name=$1 t0 ms
	t0=$(now_ms)
	podman stop -t 15 "$name" >/dev/null
	ms=$(($(now_ms) - t0))
	check "graceful stop (exit code)" 0 "$(podman inspect -f '{{.State.ExitCode}}' "$name")"
	check_true "stopped by SIGTERM, before the 15 s kill" "$([[ $ms -lt 15000 ]] && echo yes || echo no)" "$ms ms"
	podman logs "$name" 2>&1 | tail -2 | sed 's/^/  /'
}

page_checks() {
	check "GET /healthz" 200 "$(http_code "$HOST_PORT" /healthz)"
	check "GET /" 200 "$(http_code "$HOST_PORT" /)"
	check "GET /de/" 200 "$(http_code "$HOST_PORT" /de/)"
	check "GET /sitemap.xml" 200 "$(http_code "$HOST_PORT" /sitemap.xml)"
	asset=$(curl -s "http://127.0.0.1:$HOST_PORT/" | grep -oE '/assets/[^"]+\.(css|js)' | head -1 || true)
	[[ -n "$asset" ]] && check "GET $asset" 200 "$(http_code "$HOST_PORT" "$asset")"
	return 0
}

declare -A SIZES=() STARTS=()

say "full image ${IMAGES[full]}: app + local browser worker"
timed_starts full 3000 /healthz
SIZES[full]=$(image_mb "${IMAGES[full]}")
STARTS[full]=$START_MS
page_checks
common_checks "$NAME"
check "database file in the volume" yes "$(podman exec "$NAME" test -f /data/tubekit.db && echo yes || echo no)"
check "chromium" yes "$(podman exec "$NAME" chromium --version >/dev/null 2>&1 && echo yes || echo no)"
# The log is read whole first: `podman logs | grep -q` fails under pipefail when grep stops early.
logs=$(podman logs "$NAME" 2>&1)
check "local browser worker started" yes "$(grep -q 'browser worker started' <<<"$logs" && echo yes || echo no)"
compare_with_host full
echo "image size: ${SIZES[full]} MB"
stop_check "$NAME"

say "lean app image ${IMAGES[app]}: no Chromium"
timed_starts app 3000 /healthz
SIZES[app]=$(image_mb "${IMAGES[app]}")
STARTS[app]=$START_MS
page_checks
common_checks "$NAME"
check "database file in the volume" yes "$(podman exec "$NAME" test -f /data/tubekit.db && echo yes || echo no)"
check "no chromium" absent "$(podman exec "$NAME" sh -c 'command -v chromium' >/dev/null 2>&1 && echo present || echo absent)"
logs=$(podman logs "$NAME" 2>&1)
check "no local browser worker" yes "$(grep -q 'browser worker' <<<"$logs" && echo no || echo yes)"
compare_with_host app
check_true "image size at most $APP_MAX_MB MB" "$([[ ${SIZES[app]} -le $APP_MAX_MB ]] && echo yes || echo no)" "${SIZES[app]} MB"
stop_check "$NAME"

say "worker image ${IMAGES[worker]}: bun worker/main.ts"
timed_starts worker 3001 /healthz -e WORKER_SECRET=container-check-secret-0123456789
SIZES[worker]=$(image_mb "${IMAGES[worker]}")
STARTS[worker]=$START_MS
check "GET /healthz" 200 "$(http_code "$HOST_PORT" /healthz)"
check "a job without the secret is refused" 401 "$(curl -s -o /dev/null -w '%{http_code}' -X POST "http://127.0.0.1:$HOST_PORT/jobs/watch" -H 'content-type: application/json' -d '{}' || true)"
common_checks "$NAME"
check "chromium" yes "$(podman exec "$NAME" chromium --version >/dev/null 2>&1 && echo yes || echo no)"
podman exec "$NAME" chromium --version 2>/dev/null || true
echo "image size: ${SIZES[worker]} MB"
stop_check "$NAME"

say "summary"
printf '%-8s %-34s %8s %12s %12s\n' image name size start host
for target in full app worker; do
	host=${HOST_MS[$target]:-}
	printf '%-8s %-34s %5s MB %9s ms %9s\n' "$target" "${IMAGES[$target]}" "${SIZES[$target]}" "${STARTS[$target]}" "${host:+$host ms}"
done

if [[ $status == 0 ]]; then say "container check passed"; else say "container check FAILED"; fi
exit $status
