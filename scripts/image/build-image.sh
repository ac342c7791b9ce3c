#!/usr/bin/env bash
# `npm run image`: the server's container image (IMAGE, default localhost/multisalle:latest), from Debian's
# packages only, since no image registry is reachable from our machines:
#   1. a Debian bookworm base made by mmdebstrap (kept as BASE_IMAGE, made once per machine);
#   2. the built server, site and embed scripts with their production npm packages (`npm ci --omit=dev`,
#      from npm's cache when the checkout's own install filled it), staged as the repository lays them out;
#   3. `podman build` of scripts/image/Containerfile (COPY steps only).
# Needs podman and mmdebstrap (Debian's packages of the same names; .ci/run installs them).
set -euo pipefail
cd "$(dirname "$0")/../.."
image="${IMAGE:-localhost/multisalle:latest}"
base="${BASE_IMAGE:-localhost/multisalle-base:bookworm}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

node --import tsx scripts/ensure-built.ts demo embed server

if ! podman image exists "$base"; then
  echo "Making the Debian base ($base) with mmdebstrap"
  mmdebstrap --quiet --variant=minbase --include=ca-certificates bookworm "$work/base.tar"
  podman import --quiet "$work/base.tar" "$base" >/dev/null
  rm -f "$work/base.tar"
fi

echo "Staging the app"
app="$work/context/app"
mkdir -p "$app"
cp package.json package-lock.json "$app/"
for workspace in packages/core packages/widgets packages/elements packages/server demo; do
  mkdir -p "$app/$workspace"
  cp "$workspace/package.json" "$app/$workspace/"
done
mkdir -p "$app/packages/server/src/db" "$app/packages/elements/dist" "$app/demo"
cp -r packages/server/dist packages/server/media "$app/packages/server/"
cp -r packages/server/src/db/migrations "$app/packages/server/src/db/"
cp -r packages/elements/dist/embed "$app/packages/elements/dist/"
cp -r packages/elements/embed-pages "$app/packages/elements/"
cp -r demo/dist "$app/demo/"
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null)
cp "$(command -v node)" "$work/context/node"
mkdir -p "$work/context/state"

echo "Building $image"
podman build --quiet --tag "$image" --file scripts/image/Containerfile "$work/context" >/dev/null
echo "Built $image ($(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1 / 1e6}'))"
