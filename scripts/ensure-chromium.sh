#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium: Playwright's own browser download cannot reach
# its servers from our machines. Installs it with apt-get when it is missing. Both test:unit
# (the Stripe.js stand-in runs in a browser) and test:e2e call it before their first test.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $chromium_path; install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the e2e tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
