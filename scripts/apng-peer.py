#!/usr/bin/env python3
"""The recorder's APNG against Pillow's on the same frames: reads MOVIE.png's frames (as Pillow
composites them), writes them again with Pillow's APNG writer (which also crops each frame to
what changed) and prints both files' sizes, and Pillow's encoding time for comparison with the
time `simulator record` printed for rendering and encoding.

Usage: apng-peer.py MOVIE.png
"""
import io
import sys
import time

from PIL import Image

movie = Image.open(sys.argv[1])
frames, durations = [], []
for index in range(movie.n_frames):
    movie.seek(index)
    frames.append(movie.convert("RGBA"))
    durations.append(movie.info["duration"])
start = time.perf_counter()
out = io.BytesIO()
frames[0].save(out, format="PNG", save_all=True, append_images=frames[1:], duration=durations, loop=0)
seconds = time.perf_counter() - start
ours = len(open(sys.argv[1], "rb").read())
print(f"{len(frames)} frames: ours {ours} bytes; Pillow {out.tell()} bytes ({ours / out.tell():.2f}×) "
      f"encoded in {seconds:.2f} s ({seconds / len(frames) * 1000:.1f} ms a frame)")
