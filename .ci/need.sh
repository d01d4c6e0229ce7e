#!/usr/bin/env bash
# Usage: .ci/need.sh PACKAGE... -- install the Debian packages not installed yet (with
# sudo unless root), quietly; fails if they cannot be installed.
set -euo pipefail
missing=()
for package in "$@"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
