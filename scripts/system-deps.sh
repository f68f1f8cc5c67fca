#!/usr/bin/env bash
# The Debian packages the tests need, each installed only when its tool is missing:
#   Chromium's headless shell  browser tests: Playwright drives /usr/bin/chromium-headless-shell, Chromium's
#                 engine without its window (what Playwright itself runs for headless tests); where Debian
#                 has no such package, Chromium (/usr/bin/chromium), which the tests then drive
#   Node.js, npm  axe-core and the search parity tests (only when `node`/`npm` are not already on
#                 PATH: on machines where Node.js comes from NodeSource, Debian's packages conflict)
#   Pango, fonts  PDF house sheets (WeasyPrint)
# With --bench, Chromium too: the site benchmark measures the whole browser (Lighthouse, the phone profile).
# Works on Debian 12 and 13 (same package names). Uses sudo when not root.
set -euo pipefail

missing=()
browser=""  # the tests' browser, when missing: decided once the package lists are fresh
command -v chromium-headless-shell >/dev/null 2>&1 || browser=chromium-headless-shell
if [ "${1:-}" = "--bench" ] && ! command -v chromium >/dev/null 2>&1; then
  missing+=(chromium)
fi
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
ldconfig -p 2>/dev/null | grep -q 'libpango-1.0.so' || missing+=(libpango-1.0-0)
ldconfig -p 2>/dev/null | grep -q 'libpangoft2-1.0.so' || missing+=(libpangoft2-1.0-0)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ] && [ -z "$browser" ]; then
  exit 0
fi
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
if [ -n "$browser" ]; then
  if apt-cache show chromium-headless-shell >/dev/null 2>&1; then
    missing+=(chromium-headless-shell)
  elif ! command -v chromium >/dev/null 2>&1; then
    missing+=(chromium)
  fi
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "system-deps: installing ${missing[*]}"
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
