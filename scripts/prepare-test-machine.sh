#!/usr/bin/env bash
# `npm test` runs this in the background while the static checks run: it installs, with one
# `apt-get update`, the Debian packages the later steps need and this machine lacks (Chromium for
# the stories and journeys, PostgreSQL for the contract's PostgreSQL run). Each of those steps still
# checks for its package itself (scripts/ensure-chromium.sh, scripts/pg-tests.ts) and says why it
# failed or was skipped; this only saves their waiting on the network, one after the other.
set -uo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -eq 0 ]; then
  echo "Chromium and PostgreSQL are installed."
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo -n"; fi
echo "Installing ${missing[*]}..."
$sudo apt-get update && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
