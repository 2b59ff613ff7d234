#!/bin/sh
# Creates Temporal's persistence and visibility databases in our PostgreSQL and brings their schemas
# to the version this image ships. Safe to run on every `docker compose up`: an existing database is
# kept and update-schema only applies what is missing.
set -eu
: "${POSTGRES_SEEDS:?}" "${POSTGRES_USER:?}" "${SQL_PASSWORD:?}"
schema_root=/etc/temporal/schema/postgresql/v12

sql_tool() {
  temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "${DB_PORT:-5432}" -u "$POSTGRES_USER" "$@"
}

for pair in temporal:temporal temporal_visibility:visibility; do
  database=${pair%%:*}
  schema=${pair#*:}
  if sql_tool --db "$database" create-database 2>/dev/null; then
    echo "database $database created"
  else
    echo "database $database already there"
  fi
  sql_tool --db "$database" setup-schema -v 0.0
  sql_tool --db "$database" update-schema -d "$schema_root/$schema/versioned"
done
echo "Temporal schema ready"
