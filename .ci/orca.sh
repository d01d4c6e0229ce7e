#!/usr/bin/env bash
# Usage: .ci/orca.sh LLK -- play a small board by keys while Debian's Orca (the real
# screen reader) speaks, and fail unless what it SAID holds the deal, a pick, a mismatch
# and its reason, a hint, each pair removed and the result, each once
# (tools/orca_play.py): once with the game's news through the screen reader, once spoken
# directly through speech-dispatcher beside Orca. LLK is the game's command (the
# installed .venv/bin/llk).
#
# Everything runs on a session bus of its own: the accessibility bus, a virtual X screen
# with openbox, speech-dispatcher with a config of its own whose one output module
# ("logger", the generic module) appends each utterance to a file and plays nothing,
# and Orca with a preferences folder of its own. Orca ends (or refuses to start beside)
# any other Orca of the same user, found with pgrep: it is given a pgrep that finds none,
# so a shared machine's other Orcas are left alone. Prints the transcript.
set -euo pipefail
llk=$(realpath "$1")
root="$(cd "$(dirname "$0")/.." && pwd)"
packages=(orca speech-dispatcher espeak-ng at-spi2-core dbus dbus-x11 xvfb openbox xdotool
  python3-pyatspi gir1.2-atspi-2.0)
"$(dirname "$0")/need.sh" "${packages[@]}"

if [ -z "${LLK_ORCA_SESSION:-}" ]; then  # again, inside a session bus of its own
  exec env LLK_ORCA_SESSION=1 dbus-run-session -- "$0" "$@" 2> >(grep -v '^dbus-daemon' >&2)
fi
started=$(date +%s%N)
work="$(mktemp -d)"
pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null; rm -rf "$work"' EXIT
source "$(dirname "$0")/screen.sh"

wait_for() {  # wait_for WHAT SECONDS COMMAND...: until COMMAND succeeds, or fail saying WHAT
  local what=$1 seconds=$2
  shift 2
  for _ in $(seq $((seconds * 10))); do "$@" && return 0; sleep 0.1; done
  echo "no $what after $seconds s"
  return 1
}

start_screen 210
pids+=("$xvfb")
export DISPLAY="$display"
openbox >/dev/null 2>&1 &
pids+=($!)
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
pids+=($!)

said="$work/said.log"
: >"$said"
mkdir -p "$work/speechd/modules" "$work/run" "$work/bin" "$work/orca"
chmod 700 "$work/run"
cat >"$work/speechd/speechd.conf" <<CONF
AddModule "logger" "sd_generic" "logger.conf"
DefaultModule logger
AudioOutputMethod "alsa"
AudioALSADevice "null"
LogDir "$work/speechd"
CONF
cat >"$work/speechd/modules/logger.conf" <<CONF
GenericExecuteSynth "printf '%s\\\\n' \'\$DATA\' >> $said"
AddVoice "en" "MALE1" "en"
GenericLanguage "en" "en" "utf-8"
CONF
export XDG_RUNTIME_DIR="$work/run" SPEECHD_ADDRESS="unix_socket:$work/run/speechd.sock"
speech-dispatcher --run-single --timeout 0 --config-dir "$work/speechd" \
  --communication-method unix_socket --socket-path "$work/run/speechd.sock" >"$work/speechd.out" 2>&1 &
pids+=($!)
wait_for "speech-dispatcher socket" 30 test -S "$work/run/speechd.sock" || { cat "$work/speechd.out"; exit 1; }

printf '#!/bin/sh\nexit 1\n' >"$work/bin/pgrep"  # Orca's search for other Orcas finds none
chmod +x "$work/bin/pgrep"
PATH="$work/bin:$PATH" orca --user-prefs "$work/orca" >"$work/orca.out" 2>&1 &
pids+=($!)
wait_for "'Screen reader on' from Orca" 60 grep -q "Screen reader on" "$said" \
  || { cat "$work/orca.out"; exit 1; }

small_map "$work/small.llkmap"
unset QT_QPA_PLATFORM
# untimed: a loaded machine must not lose the game to the clock (the warnings are told
# as every other sentence: tests/view/access/test_speech.py)
play() {  # play SPEECH: a game with "Speak game events" at SPEECH, heard by Orca
  local speech=$1 status=0 game
  export XDG_CONFIG_HOME="$work/$speech/config" XDG_DATA_HOME="$work/$speech/data"
  mkdir -p "$XDG_CONFIG_HOME/LLK"
  printf '[General]\nlanguage=en\nspeech=%s\n[game]\npace=untimed\n' "$speech" \
    >"$XDG_CONFIG_HOME/LLK/LLK.conf"
  : >"$said"
  QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$llk" --map "$work/small.llkmap" --seed 7 >"$work/llk.log" 2>&1 &
  game=$!
  /usr/bin/python3 "$root/tools/orca_play.py" LLK "$said" || status=$?
  kill "$game" 2>/dev/null || true
  wait "$game" || true
  echo "== what Orca said, speech $speech"
  cat "$said"
  [ "$status" = 0 ] || { echo "== the game's output"; cat "$work/llk.log"; exit "$status"; }
}
play reader  # the notifications Orca reads
play direct  # speech-dispatcher, beside Orca: each sentence still once
echo "the check took $(( ($(date +%s%N) - started) / 1000000 )) ms"
