#!/usr/bin/env bash
# Builds the container image from the built jar and tests it as a user would run it: it serves,
# keeps a post when the container is replaced (same volume) by one with a read-only root file
# system and no writable /tmp, runs as a user other than root, and stops cleanly on SIGTERM. Run from the clone's root after `mvn -B -q -DskipTests package`:
#
#   container/test-image.sh
#
# Environment, all optional:
#   ENGINE        podman (the default) or docker
#   ENGINE_FLAGS  flags before every engine command, e.g. podman's --runtime or --cgroup-manager
#   BUILD_FLAGS   extra flags for the build, e.g. --network=host
#   RUN_FLAGS     extra flags for each run, e.g. --network=host where bridge networking is missing
#   BASE_IMAGE    the Dockerfile's base image, when not its default
#   IMAGE         the tag built (default cosmos-blog:test)
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINE=${ENGINE:-podman}
read -r -a engine_flags <<<"${ENGINE_FLAGS:-}"
read -r -a build_flags <<<"${BUILD_FLAGS:-}"
read -r -a run_flags <<<"${RUN_FLAGS:-}"
IMAGE=${IMAGE:-cosmos-blog:test}
NAME=cosmos-blog-test-$$
VOLUME=cosmos-blog-test-data-$$
JAR=bootstrap/target/cosmos-blog.jar

engine() { "$ENGINE" "${engine_flags[@]}" "$@"; }
fail() { echo "FAILED: $*" >&2; engine logs "$NAME" >&2 2>&1 || true; exit 1; }
field() { sed -n "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p"; }
millis() { date +%s%3N; }

[ -f "$JAR" ] || { echo "no $JAR: build it first with: mvn -B -q -DskipTests package" >&2; exit 2; }

# Two free ports side by side (the API's and the metrics'), the same inside and out, so that
# host networking and published ports both work.
free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for _ in $(seq 50); do
  PORT=$(( 20000 + RANDOM % 40000 ))
  if free "$PORT" && free $((PORT + 1)); then break; fi
done
B=http://127.0.0.1:$PORT

cleanup() {
  engine rm -f "$NAME" >/dev/null 2>&1 || true
  engine volume rm -f "$VOLUME" >/dev/null 2>&1 || true
}
trap cleanup EXIT

build_args=()
[ -n "${BASE_IMAGE:-}" ] && build_args=(--build-arg "BASE_IMAGE=$BASE_IMAGE")
engine build "${build_flags[@]}" "${build_args[@]}" -t "$IMAGE" . >/dev/null
engine volume create "$VOLUME" >/dev/null

# A read-only root with nothing writable but the volume (podman mounts a tmpfs on /tmp unless told not to).
read_only=(--read-only)
[ "$ENGINE" = podman ] && read_only+=(--read-only-tmpfs=false)

# Starts the container on the volume (with the flags given) and prints the milliseconds until /health/ready answers 200.
serve() {
  local start; start=$(millis)
  engine run -d --name "$NAME" "${run_flags[@]}" "$@" -e PORT="$PORT" -p "127.0.0.1:$PORT:$PORT" \
    -v "$VOLUME:/data" "$IMAGE" >/dev/null
  for _ in $(seq 1200); do
    if curl -sf -o /dev/null "$B/health/ready"; then echo $(( $(millis) - start )); return; fi
    [ "$(engine inspect -f '{{.State.Running}}' "$NAME")" = true ] || fail "the container stopped"
    sleep 0.1
  done
  fail "/health/ready did not answer 200 within 120 s"
}

# Stops it as an orchestrator does (SIGTERM) and checks it stopped cleanly, not killed.
stop() {
  engine stop -t 30 "$NAME" >/dev/null
  local code; code=$(engine inspect -f '{{.State.ExitCode}}' "$NAME")
  [ "$code" = 143 ] || fail "exit code $code after SIGTERM, not 143"
  engine logs "$NAME" 2>&1 | grep -q -- '- Stopped' || fail "no 'Stopped' in the log after SIGTERM"
  engine rm "$NAME" >/dev/null
}

first=$(serve)
curl -sf -o /dev/null "$B/health/live" || fail "/health/live"
# id where the image has it; a distroless one has no programs but java: then the process's status.
uid=$(engine exec "$NAME" id -u 2>/dev/null \
  || awk '/^Uid:/ { print $2 }' "/proc/$(engine inspect -f '{{.State.Pid}}' "$NAME")/status" 2>/dev/null || true)
[ -n "$uid" ] && [ "$uid" != 0 ] || fail "the service runs as uid '$uid'"
R=$(curl -sf -X POST "$B/api/users" -H 'Content-Type: application/json' -d '{"username":"shipped"}') || fail "sign-up"
T=$(echo "$R" | field token)
P=$(curl -sf -X POST "$B/api/posts" -H "Authorization: Bearer $T" -H 'Content-Type: application/json' \
  -d '{"title":"Kept","content":"Written before the container was replaced."}' | field id)
[ -n "$P" ] || fail "writing a post"
stop

second=$(serve "${read_only[@]}")
curl -sf "$B/api/posts/$P" | grep -q '"title":"Kept"' || fail "the post did not survive the container's replacement"
curl -sf -o /dev/null -X POST "$B/api/posts" -H "Authorization: Bearer $T" -H 'Content-Type: application/json' \
  -d '{"title":"Later","content":"Written on a read-only root."}' || fail "writing on a read-only root"
stop

echo "image $IMAGE: $(engine image inspect -f '{{.Size}}' "$IMAGE") bytes"
echo "ready after ${first} ms on a new volume, ${second} ms on the kept one with a read-only root; ran as uid $uid;" \
  "the post survived the replacement; SIGTERM stopped it cleanly (exit 143) twice"
