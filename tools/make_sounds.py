#!/usr/bin/env python3
"""Synthesise LLK's sound effects (original, generated from scratch).

Standard library only. Writes 16-bit mono 44.1 kHz WAV files into llk/resources/sounds/:

    select.wav    soft click/blip            (~0.07 s)
    link.wav      pleasant two-note chime    (~0.25 s)
    mismatch.wav  low soft buzz/thud         (~0.2 s)
    refresh.wav   shuffling whoosh           (~0.4 s)
    win.wav       short rising arpeggio      (~1 s)
    lose.wav      descending notes           (~0.8 s)
    lead.wav      quick rising alert (a race's new leader)  (~0.3 s)

The sound cues, for playing without looking (Preferences: sound cues):

    hint.wav      a soft whistle gliding up a fourth, A5 to D6  (~0.3 s)
    warn30.wav    one short beep, A5 (880 Hz)                 (~0.16 s)
    warn10.wav    three shorter, higher beeps, E6 (1319 Hz)    (~0.4 s)
    edge.wav      a double wooden knock, E4 (the cursor wrapped round an edge)  (~0.14 s)
    empty.wav     a faint airy tick (the cursor on an empty cell)  (~0.05 s)

Every sound has an attack/decay envelope (no clicks at start or end) and is
normalised to a moderate peak (PEAK). Deterministic: noise uses a fixed seed.

Usage: python tools/make_sounds.py [OUTPUT_DIR]
"""

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
PEAK = 0.5
TAU = 2.0 * math.pi


def note(n):
    """Frequency of a MIDI note number."""
    return 440.0 * 2.0 ** ((n - 69) / 12.0)


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def env_ad(i, n, attack, release_shape=3.0):
    """Attack (seconds) then a smooth exponential-ish decay to exactly 0 at the end."""
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    # raised-sine attack is softer than linear
    a = 0.5 - 0.5 * math.cos(math.pi * a)
    x = i / max(1, n - 1)
    d = (1.0 - x) ** release_shape
    return a * d


def tone(
    freq, seconds, partials=((1, 1.0),), attack=0.005, decay_shape=3.0, vibrato=0.0, glide=0.0
):
    """A decaying tone made of harmonic partials. glide: total pitch change in semitones."""
    n = int(RATE * seconds)
    out = []
    phases = [0.0] * len(partials)
    for i in range(n):
        x = i / n
        f = freq * 2.0 ** (glide * x / 12.0)
        if vibrato:
            f *= 1.0 + vibrato * math.sin(TAU * 5.5 * i / RATE)
        v = 0.0
        for k, (mult, amp) in enumerate(partials):
            phases[k] += TAU * f * mult / RATE
            # higher partials fade faster: mellow, bell-like
            v += amp * math.sin(phases[k]) * (1.0 - x) ** (mult - 1)
        out.append(v * env_ad(i, n, attack, decay_shape))
    return out


def mix(*tracks, offsets=None):
    offsets = offsets or [0.0] * len(tracks)
    length = max(int(o * RATE) + len(t) for t, o in zip(tracks, offsets, strict=True))
    out = [0.0] * length
    for t, o in zip(tracks, offsets, strict=True):
        s = int(o * RATE)
        for i, v in enumerate(t):
            out[s + i] += v
    return out


def lowpass(samples, alpha):
    out, y = [], 0.0
    for v in samples:
        y += alpha * (v - y)
        out.append(y)
    return out


def normalise(samples, peak=PEAK):
    m = max(abs(v) for v in samples) or 1.0
    return [v * peak / m for v in samples]


def fade_edges(samples, ms=3.0):
    """Guarantee a click-free start and end."""
    k = min(len(samples) // 2, int(RATE * ms / 1000.0))
    for i in range(k):
        g = i / k
        samples[i] *= g
        samples[-1 - i] *= g
    return samples


def write(path, samples):
    samples = fade_edges(normalise(samples))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(
            b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples)
        )


# --- the sounds --------------------------------------------------------------


def make_select():
    # short wooden "tock": a high sine blip with a quick downward glide plus a tiny noise tick
    rng = random.Random(1)
    body = tone(
        note(84), 0.07, partials=((1, 1.0), (2.01, 0.25)), attack=0.002, decay_shape=4.0, glide=-3
    )
    tick = [rng.uniform(-1, 1) * 0.25 * env_ad(i, 300, 0.0005, 6.0) for i in range(300)]
    return mix(body, lowpass(tick, 0.35))


def make_link():
    # two-note chime: E6 then A6 (a rising fourth), bell partials
    bell = ((1, 1.0), (2.0, 0.35), (3.01, 0.12))
    a = tone(note(88), 0.16, partials=bell, attack=0.003, decay_shape=2.2)
    b = tone(note(93), 0.19, partials=bell, attack=0.003, decay_shape=2.5)
    return mix(a, b, offsets=[0.0, 0.065])


def make_mismatch():
    # soft low "bonk": two detuned low triangles-ish (odd partials) with falling pitch
    # (C3 with a few harmonics so it is audible on small speakers, slightly detuned = soft buzz)
    soft = ((1, 1.0), (2, 0.3), (3, 0.22), (5, 0.07))
    a = tone(note(48), 0.2, partials=soft, attack=0.006, decay_shape=2.5, glide=-4)
    b = tone(note(48) * 1.02, 0.2, partials=soft, attack=0.006, decay_shape=2.5, glide=-4)
    return lowpass(mix(a, b), 0.3)


def make_refresh():
    # shuffling whoosh: filtered noise whose brightness sweeps up then down, with card-like flutter
    rng = random.Random(7)
    n = int(RATE * 0.4)
    out, y1, y2 = [], 0.0, 0.0
    for i in range(n):
        x = i / n
        sweep = math.sin(math.pi * x)  # 0 -> 1 -> 0
        alpha = 0.03 + 0.22 * sweep  # brighter in the middle
        flutter = 0.65 + 0.35 * math.sin(TAU * 22.0 * i / RATE) ** 2
        v = rng.uniform(-1.0, 1.0)
        y1 += alpha * (v - y1)
        y2 += alpha * (y1 - y2)
        out.append(y2 * flutter * sweep**1.5)
    return out


def melody(notes, step, partials, attack, lengths, decays, glides=(0.0, 0.0), vibrato=0.0):
    """Notes one after the other, ``step`` seconds apart; the last one rings on.

    ``lengths``, ``decays`` and ``glides`` give (every note, the last note); only
    the last note gets the ``vibrato``.
    """
    tracks, offsets = [], []
    for k, m in enumerate(notes):
        last = k == len(notes) - 1
        tracks.append(
            tone(
                note(m),
                lengths[last],
                partials=partials,
                attack=attack,
                decay_shape=decays[last],
                glide=glides[last],
                vibrato=vibrato if last else 0.0,
            )
        )
        offsets.append(step * k)
    return tracks, offsets


def make_win():
    # rising C-major arpeggio C5 E5 G5 C6 E6, last note held a little longer
    bell = ((1, 1.0), (2.0, 0.3), (3.0, 0.1))
    tracks, offs = melody(
        [72, 76, 79, 84, 88], 0.1, bell, 0.004, (0.3, 0.6), (2.5, 1.8), vibrato=0.003
    )
    # a soft octave-below pad under the final note
    pad = tone(note(72), 0.6, partials=((1, 1.0), (2, 0.2)), attack=0.04, decay_shape=1.6)
    tracks.append([v * 0.5 for v in pad])
    offs.append(0.4)
    return mix(*tracks, offsets=offs)


def make_lose():
    # descending minor line G4 Eb4 C4 ... B3 with a slight sag in pitch, mellow
    mellow = ((1, 1.0), (2, 0.18), (3, 0.06))
    tracks, offs = melody(
        [67, 63, 60, 59], 0.16, mellow, 0.01, (0.22, 0.4), (2.0, 1.6), (-0.3, -1.0), vibrato=0.004
    )
    return lowpass(mix(*tracks, offsets=offs), 0.5)


def make_lead():
    # a race's new leader: two quick plucked notes a fifth apart, D6 then A6, bright
    pluck = ((1, 1.0), (2.0, 0.45), (3.0, 0.2), (4.0, 0.08))
    tracks, offs = melody([86, 93], 0.08, pluck, 0.002, (0.12, 0.22), (3.5, 3.0))
    return mix(*tracks, offsets=offs)


def make_hint():
    # a soft whistle: a near-pure tone gliding up a fourth (A5 to D6), a little vibrato
    return tone(
        note(81),
        0.3,
        partials=((1, 1.0), (2, 0.08)),
        attack=0.03,
        decay_shape=1.4,
        glide=5,
        vibrato=0.004,
    )


def beeps(midi, count, length, gap):
    """``count`` beeps of a hollow (odd partials) tone, ``gap`` seconds of silence between."""
    hollow = ((1, 1.0), (3, 0.2), (5, 0.06))
    one = tone(note(midi), length, partials=hollow, attack=0.004, decay_shape=0.8)
    return mix(*[one] * count, offsets=[k * (length + gap) for k in range(count)])


def make_warn30():
    # the time is getting short: one beep
    return beeps(81, 1, 0.16, 0.0)


def make_warn10():
    # the time is nearly up: three quicker beeps, a fifth higher
    return beeps(88, 3, 0.09, 0.065)


def make_edge():
    # the cursor wrapped round the board's edge: two quick hollow knocks, E4
    knock = tone(
        note(64), 0.05, partials=((1, 1.0), (2.4, 0.4), (4.1, 0.15)), attack=0.001, decay_shape=5.0
    )
    return lowpass(mix(knock, knock, offsets=[0.0, 0.09]), 0.5)


def make_empty():
    # the cursor on an empty cell: a faint, airy tick of filtered noise
    rng = random.Random(3)
    n = int(RATE * 0.05)
    tick = [rng.uniform(-1, 1) * env_ad(i, n, 0.002, 4.0) for i in range(n)]
    return [v * 0.5 for v in lowpass(tick, 0.12)]


SOUNDS = {
    "select.wav": make_select,
    "link.wav": make_link,
    "mismatch.wav": make_mismatch,
    "refresh.wav": make_refresh,
    "win.wav": make_win,
    "lose.wav": make_lose,
    "lead.wav": make_lead,
    "hint.wav": make_hint,
    "warn30.wav": make_warn30,
    "warn10.wav": make_warn10,
    "edge.wav": make_edge,
    "empty.wav": make_empty,
}


def main(argv):
    out_dir = (
        Path(argv[1])
        if len(argv) > 1
        else Path(__file__).resolve().parent.parent / "llk" / "resources" / "sounds"
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, fn in SOUNDS.items():
        samples = fn()
        write(out_dir / name, samples)
        print(
            f"{name:14s} {len(samples) / RATE:5.2f} s  {(out_dir / name).stat().st_size:7d} bytes"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
