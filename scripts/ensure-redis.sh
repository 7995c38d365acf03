#!/usr/bin/env bash
# The several-instances test and `npm run bench:cache` start Debian's redis-server on a free port
# of their own. Installs it with apt-get when it is missing (as ensure-chromium.sh does for
# Chromium), so a fresh CI machine gets it; the shop itself needs Redis only when REDIS_URL is set.
set -euo pipefail
if command -v redis-server >/dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "redis-server is missing; install it with: sudo apt-get install -y redis-server" >&2
  exit 1
fi
echo "Installing Debian's redis-server for the several-instances test..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq redis-server >/dev/null
