#!/usr/bin/env bash
# Usage: .ci/smoke.sh COMMAND -- run the shell COMMAND that starts LLK (CI passes the
# README's play command) on a virtual X screen with Qt's default (xcb) platform, check
# that its window appears and paints a board, then close it. This is what catches a
# missing system library before a player does.
set -euo pipefail
command=$1
packages=(xvfb xdotool imagemagick libegl1 libgl1 libfontconfig1 libxkbcommon-x11-0
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libdbus-1-3)
"$(dirname "$0")/need.sh" "${packages[@]}"

work="$(mktemp -d)"
xvfb=""
game=""
trap '[ -z "$game" ] || kill -- -"$game" 2>/dev/null || true; [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
source "$(dirname "$0")/screen.sh"
start_screen 90
unset QT_QPA_PLATFORM
export DISPLAY="$display" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
now() { python3 -c "import time; print(time.monotonic())"; }
start=$(now)
# Its own process group, so that a failure stops the shell and the game it started.
setsid bash -c "$command" >"$work/llk.log" 2>&1 &
game=$!
window=""
for _ in $(seq 3000); do  # up to 5 minutes: the command may install first
  window=$(xdotool search --onlyvisible --name "LLK" 2>/dev/null | head -n 1 || true)
  [ -n "$window" ] && break
  kill -0 "$game" 2>/dev/null || { cat "$work/llk.log"; echo "llk exited early"; exit 1; }
  sleep 0.1
done
[ -n "$window" ] || { cat "$work/llk.log"; echo "no LLK window appeared"; exit 1; }
python3 -c "print(f'window after {$(now) - $start:.2f} s')"
sleep 1.5
import -window root "$work/screen.png"
colours=$(convert "$work/screen.png" -format "%k" info:)
echo "screenshot has $colours colours"
[ "$colours" -gt 500 ] || { echo "the window did not paint a board"; exit 1; }
xdotool windowfocus --sync "$window" key ctrl+q 2>/dev/null
for _ in $(seq 50); do kill -0 "$game" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$game" 2>/dev/null; then echo "llk did not quit on Ctrl+Q"; exit 1; fi
wait "$game" || { cat "$work/llk.log"; echo "llk exited with an error"; exit 1; }
game=""
echo "smoke test passed"
