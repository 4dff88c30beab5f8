#!/bin/bash
# Puts a dump made by backup.sh back into the site's database, replacing what it holds, in one
# transaction: on an error nothing changes. Stop the app instances first.
#   runuser -u catalogue -- /opt/catalogue/deploy/restore.sh /var/backups/catalogue/catalogue-....dump
# DATABASE_URL comes from the environment, else from /etc/catalogue/env.
#
# Not a plain `pg_restore -d`: a dump empties the search path while it restores, and before
# migration 0020 the search function of the products' generated columns (search_spelling) called
# another by its bare name, so restoring a dump made before that release failed to create the
# products table. The script restores with the public schema on the path, which any dump accepts.
set -euo pipefail
file=${1:?usage: restore.sh DUMP-FILE}
if [ -z "${DATABASE_URL:-}" ]; then
  DATABASE_URL=$(sed -n 's/^DATABASE_URL=//p' /etc/catalogue/env | tr -d '"')
fi
: "${DATABASE_URL:?DATABASE_URL is not set and not in /etc/catalogue/env}"
pg_restore --clean --if-exists --no-owner --file=- "$file" |
  sed "s/^SELECT pg_catalog.set_config('search_path', '', false);\$/SELECT pg_catalog.set_config('search_path', 'public', false);/" |
  psql --quiet --no-psqlrc --set=ON_ERROR_STOP=1 --single-transaction --output=/dev/null "$DATABASE_URL"
echo "restored: $file"
