#!/usr/bin/env bash
# Start or stop a throwaway MariaDB on 127.0.0.1 for the tests (no systemd here).
#   .ci/mariadb.sh start DIR PORT [DB…] -> creates each database (default site_test), prints its URL, one a line
#   .ci/mariadb.sh stop DIR
#   .ci/mariadb.sh resume DIR PORT  -> start again on the existing data (outage tests)
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?data directory}; port=${3:-3307}
databases=("${@:4}"); [ ${#databases[@]} -gt 0 ] || databases=(site_test)

launch() {
  mariadbd --no-defaults --user=root --datadir="$dir/data" --socket="$dir/mysqld.sock" --pid-file="$dir/mysqld.pid" \
    --port="$port" --bind-address=127.0.0.1 --skip-name-resolve --character-set-server=utf8mb4 \
    --collation-server=utf8mb4_unicode_ci --default-time-zone=+00:00 --log-error="$dir/error.log" >/dev/null 2>&1 &
  echo $! >"$dir/server.pid"
  for _ in $(seq 1 100); do
    if mariadb-admin --socket="$dir/mysqld.sock" -uroot ping >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$(cat "$dir/server.pid")" 2>/dev/null; then echo "mariadbd died:" >&2; cat "$dir/error.log" >&2; exit 1; fi
    sleep 0.2
  done
  echo "mariadbd did not answer:" >&2; cat "$dir/error.log" >&2; exit 1
}

case "$cmd" in
start)
  rm -rf "$dir"; mkdir -p "$dir"
  mariadb-install-db --no-defaults --user=root --datadir="$dir/data" --skip-test-db >"$dir/install.log" 2>&1
  launch
  for db in "${databases[@]}"; do
    mariadb --socket="$dir/mysqld.sock" -uroot -e "CREATE DATABASE IF NOT EXISTS \`$db\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
  done
  mariadb --socket="$dir/mysqld.sock" -uroot <<SQL
CREATE USER IF NOT EXISTS 'site'@'127.0.0.1' IDENTIFIED BY 'site-test-password';
-- A throwaway server: the test user may also create the suite's secondary database.
GRANT ALL ON *.* TO 'site'@'127.0.0.1';
FLUSH PRIVILEGES;
SQL
  for db in "${databases[@]}"; do echo "mysql://site:site-test-password@127.0.0.1:$port/$db"; done
  ;;
resume)
  launch
  ;;
stop)
  [ -f "$dir/server.pid" ] || exit 0
  pid=$(cat "$dir/server.pid")
  mariadb-admin --socket="$dir/mysqld.sock" -uroot shutdown >/dev/null 2>&1 || kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  ;;
*) echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2 ;;
esac
