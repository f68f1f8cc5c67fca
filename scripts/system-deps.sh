#!/usr/bin/env bash
# The Debian packages the tests need, each installed only when its tool is missing:
#   Chromium      browser tests (Playwright drives /usr/bin/chromium)
#   Node.js, npm  axe-core and the search parity tests (only when `node`/`npm` are not already on
#                 PATH: on machines where Node.js comes from NodeSource, Debian's packages conflict)
#   Pango, fonts  PDF house sheets (WeasyPrint)
# Works on Debian 12 and 13 (same package names). Uses sudo when not root.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
ldconfig -p 2>/dev/null | grep -q 'libpango-1.0.so' || missing+=(libpango-1.0-0)
ldconfig -p 2>/dev/null | grep -q 'libpangoft2-1.0.so' || missing+=(libpangoft2-1.0-0)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "system-deps: installing ${missing[*]}"
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
