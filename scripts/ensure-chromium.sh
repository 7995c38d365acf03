#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium: Playwright's own browser download cannot reach
# its servers from our machines. It also reads printed invoices back with pdftotext (Debian's
# poppler-utils). Installs what is missing with apt-get. Both test:unit (the Stripe.js stand-in
# runs in a browser) and test:e2e call it before their first test.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the e2e tests: ${missing[*]}; install with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the e2e tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
