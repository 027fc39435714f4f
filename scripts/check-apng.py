#!/usr/bin/env python3
"""Checks an animated PNG from the recorder (`simulator record` or the page's Movie) with Pillow.

Prints the frame count, each distinct delay and the total time; writes the first, middle and last
frames as PNG files to look at; fails when the file is not an animated PNG, a delay is not a whole
number of display frames at FPS, or (with --last) the last frame differs from a PNG screenshot.

Usage: check-apng.py MOVIE.png [--fps 60] [--frames-dir DIR] [--last SCREENSHOT.png]
"""
import argparse
import collections
import os
import sys

from PIL import Image  # pip install pillow


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("movie")
    parser.add_argument("--fps", type=int, default=60)
    parser.add_argument("--frames-dir", default=None)
    parser.add_argument("--last", default=None, help="a PNG the last frame must equal")
    args = parser.parse_args()

    image = Image.open(args.movie)
    if image.format != "PNG" or not getattr(image, "is_animated", False):
        sys.exit(f"{args.movie}: not an animated PNG")
    frames = image.n_frames
    delays = []
    keep = {0, frames // 2, frames - 1}
    for index in range(frames):
        image.seek(index)
        delays.append(image.info.get("duration", 0))
        if args.frames_dir and index in keep:
            path = os.path.join(args.frames_dir, f"frame-{index}.png")
            image.convert("RGBA").save(path)
            print("wrote", path)
    last = image.convert("RGBA")
    bad = [d for d in delays if d <= 0 or abs(d * args.fps / 1000 - round(d * args.fps / 1000)) > 1e-3]
    counts = collections.Counter(round(d * args.fps / 1000) for d in delays)
    print(f"{args.movie}: {image.size[0]}×{image.size[1]}, {frames} frames, {sum(delays) / 1000:.3f} s, "
          f"{os.path.getsize(args.movie)} bytes; delays in display frames: {dict(sorted(counts.items()))}")
    if bad:
        sys.exit(f"delays that are not whole display frames at {args.fps} fps: {bad[:5]}")
    if args.last:
        expected = Image.open(args.last).convert("RGBA")
        if expected.size != last.size or expected.tobytes() != last.tobytes():
            sys.exit(f"the last frame differs from {args.last}")
        print("the last frame equals", args.last)


if __name__ == "__main__":
    main()
