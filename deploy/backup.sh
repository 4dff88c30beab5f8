#!/bin/sh
# A dump of the site's PostgreSQL database (everything, photos and documents included) in pg_dump's
# custom format, named by the time it was taken, then removal of the dumps older than the retention.
# Run by catalogue-backup.service every night; by hand: sudo -u catalogue /opt/catalogue/deploy/backup.sh
#   DATABASE_URL         the database (from /etc/catalogue/env)
#   BACKUP_DIR           where the dumps go                     default /var/backups/catalogue
#   BACKUP_KEEP_DAYS     dumps older than this many days go     default 14
# Restore: pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" /var/backups/catalogue/catalogue-....dump
set -eu
: "${DATABASE_URL:?DATABASE_URL is not set}"
dir=${BACKUP_DIR:-/var/backups/catalogue}
keep=${BACKUP_KEEP_DAYS:-14}
mkdir -p "$dir"
file="$dir/catalogue-$(date -u +%Y-%m-%dT%H%M%SZ).dump"
# Written aside and renamed when complete, so that a dump cut short is never taken for a backup.
pg_dump --format=custom --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -name 'catalogue-*.dump*' -type f -mtime "+$keep" -delete
echo "backup written: $file ($(du -h "$file" | cut -f1))"
