#!/usr/bin/env bash
# Story rendering and end-to-end tests drive Debian's Chromium at /usr/bin/chromium; no browser is
# ever downloaded by Playwright. Install it once when it is missing.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

echo "Chromium not found at /usr/bin/chromium: installing the Debian package..." >&2
if [ "$(id -u)" -eq 0 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
else
  sudo apt-get update
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

test -x /usr/bin/chromium
