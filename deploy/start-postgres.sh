#!/bin/sh
# PostgreSQL in the compose file (Debian's postgresql package): on a new volume, makes the cluster, the
# `multisalle` role with POSTGRES_PASSWORD and its database; then runs the server in the foreground as
# `postgres`, listening on the compose network with password (SCRAM) authentication.
set -eu
data=/var/lib/postgresql/multisalle/data
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_postgres() { runuser -u postgres -- "$@"; }

if [ ! -s "$data/PG_VERSION" ]; then
  echo "start-postgres: new volume, making the cluster"
  mkdir -p "$data"
  chown -R postgres:postgres /var/lib/postgresql/multisalle
  chmod 0700 "$data"
  as_postgres "$bin/initdb" --pgdata="$data" --username=postgres --encoding=UTF8 --locale=C.UTF-8 \
    --auth-local=peer --auth-host=scram-sha-256 >/dev/null
  echo "host all all all scram-sha-256" >>"$data/pg_hba.conf"
  # Started on its socket only, the time to make the role and the database.
  as_postgres "$bin/pg_ctl" --pgdata="$data" --silent --wait -o "-c listen_addresses='' -k /tmp" start
  as_postgres psql --host=/tmp --username=postgres --quiet --set=ON_ERROR_STOP=1 \
    --set=password="$POSTGRES_PASSWORD" <<'SQL'
CREATE ROLE multisalle LOGIN PASSWORD :'password';
CREATE DATABASE multisalle OWNER multisalle;
SQL
  as_postgres "$bin/pg_ctl" --pgdata="$data" --silent --wait --mode=fast stop
fi

# exec: PostgreSQL takes the container's SIGTERM (a « smart » stop; podman's SIGKILL after the grace period).
exec runuser -u postgres -- "$bin/postgres" -D "$data" -c listen_addresses='*' -c unix_socket_directories=/tmp
