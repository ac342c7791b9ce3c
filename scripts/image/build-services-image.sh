#!/usr/bin/env bash
# The image of the compose file's other services (deploy/compose.yaml): PostgreSQL, Mosquitto and nginx,
# Debian bookworm's own packages in one image made by mmdebstrap (no image registry is reachable from our
# machines), each service running its own program from it. Their configuration and start scripts are
# deploy/'s files, mounted read-only, so a change there needs no new image. Called by `npm run image`.
set -euo pipefail
image="${SERVICES_IMAGE:-localhost/multisalle-services:bookworm}"
if podman image exists "$image" && [ -z "${REBUILD:-}" ]; then
  echo "Services image $image already here (REBUILD=1 makes it again)"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "Making $image from Debian's postgresql, mosquitto and nginx-light (mmdebstrap)"
# postgresql-common would make a cluster of its own at install: deploy/start-postgres.sh makes ours.
mmdebstrap --quiet --variant=minbase \
  --include=ca-certificates,postgresql,mosquitto,mosquitto-clients,nginx-light \
  --essential-hook='mkdir -p "$1/etc/postgresql-common/createcluster.d" && echo "create_main_cluster = false" >"$1/etc/postgresql-common/createcluster.d/no-main.conf"' \
  --customize-hook='rm -rf "$1"/var/cache/apt/* "$1"/var/lib/apt/lists/*' \
  bookworm "$work/services.tar"
podman import --quiet --change 'CMD ["/bin/sh"]' "$work/services.tar" "$image" >/dev/null
echo "Built $image ($(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1 / 1e6}'))"
