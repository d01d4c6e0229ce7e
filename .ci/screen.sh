# Sourced by .ci/smoke.sh, .ci/atspi.sh and .ci/orca.sh: start_screen FIRST starts Xvfb on a free
# display from :FIRST up, sets $display and $xvfb, and returns once the screen answers
# (a loaded machine can take seconds), or fails after 30 s.
start_screen() {
  local number=$1
  while [ -e "/tmp/.X${number}-lock" ]; do number=$((number + 1)); done
  display=":$number"
  Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 300); do
    DISPLAY="$display" xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
    kill -0 "$xvfb" 2>/dev/null || break
    sleep 0.1
  done
  echo "Xvfb did not start on $display"
  return 1
}

# small_map FILE writes the 4 x 4 map of four faces the screen-reader checks play (with
# --seed 7: a mismatch, a hint and eight pairs, in a few seconds).
small_map() {
  cat >"$1" <<'MAP'
LLK map 1
name: Screen reader check
faces: 4
---
XXXX
XXXX
XXXX
XXXX
MAP
}
