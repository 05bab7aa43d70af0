#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (no browser downloads here).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Installing Debian's chromium package for the end-to-end tests..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
