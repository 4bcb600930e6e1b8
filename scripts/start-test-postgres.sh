#!/usr/bin/env bash
# Starts Debian's PostgreSQL on 127.0.0.1 for the database tests and prints the
# TEST_DATABASE_URL to use. Installs the package with apt-get when missing (as root).
# Only the URL goes to stdout: what the tools print (apt, pg_ctlcluster's "Removed stale
# pid file.", psql notices) goes to stderr, so callers can capture the URL with $(...).
set -euo pipefail

start_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_lsclusters -h | grep -q "^$ver main" || pg_createcluster "$ver" main >/dev/null
  pg_ctlcluster "$ver" main status >/dev/null 2>&1 || pg_ctlcluster "$ver" main start
  su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='academy'\"" | grep -q 1 ||
    su postgres -c "psql -qc \"create role academy login superuser password 'academy'\""
  su postgres -c "psql -qtAc \"select 1 from pg_database where datname='academy_test'\"" | grep -q 1 ||
    su postgres -c "createdb -O academy academy_test"
}

start_postgres >&2
echo "postgres://academy:academy@127.0.0.1:5432/academy_test"
