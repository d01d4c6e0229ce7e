#!/usr/bin/env bash
# Usage: .ci/atspi.sh LLK -- play a small board to a win through the accessibility tree
# (AT-SPI, as Orca reads it) with tools/atspi_play.py, on a virtual X screen and a session
# bus of its own, and print what a screen reader hears at each step. LLK is the game's
# command (the installed .venv/bin/llk).
set -euo pipefail
llk=$(realpath "$1")
root="$(cd "$(dirname "$0")/.." && pwd)"
packages=(xvfb xdotool dbus at-spi2-core python3-pyatspi gir1.2-atspi-2.0)
"$(dirname "$0")/need.sh" "${packages[@]}"

if [ -z "${LLK_ATSPI_SESSION:-}" ]; then  # again, inside a session bus of its own
  exec env LLK_ATSPI_SESSION=1 dbus-run-session -- "$0" "$@" 2> >(grep -v '^dbus-daemon' >&2)
fi
work="$(mktemp -d)"
xvfb=""
game=""
trap '[ -z "$game" ] || { kill "$game"; wait "$game"; } 2>/dev/null || true; [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
source "$(dirname "$0")/screen.sh"
start_screen 200
small_map "$work/small.llkmap"
unset QT_QPA_PLATFORM
export DISPLAY="$display" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
mkdir -p "$XDG_CONFIG_HOME/LLK"
printf '[General]\nlanguage=en\n' >"$XDG_CONFIG_HOME/LLK/LLK.conf"
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$llk" --map "$work/small.llkmap" --seed 7 >"$work/llk.log" 2>&1 &
game=$!
/usr/bin/python3 "$root/tools/atspi_play.py" LLK || { cat "$work/llk.log"; exit 1; }
