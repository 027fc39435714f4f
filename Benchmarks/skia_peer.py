"""The raster benchmark's peer: skia (`pip install skia-python`) drawing the same scene as CGContext.

`swift run -c release Benchmarks raster` writes the scene once as JSON (every primitive's drawing
operations in device pixels, top-left origin, y down, colours straight in 0...1, the image's
premultiplied RGBA bytes in a file beside it), starts this script on it, and then asks it for one
measurement at a time on its standard input, between its own measurements of the same primitive,
so that load drift on the machine falls on both sides alike:

    time <surface> <primitive> <runs>  -> {"median": seconds}  the median of <runs> draws, after one
                                                              unmeasured draw
    draw <surface> <primitive> <path>  -> {"ok": true}         draws the primitive once on opaque white
                                                              and writes premultiplied RGBA bytes

where <surface> is "rgba" or "bgra" (see `load_targets`).

It prints {"ready": true} once the scene is built, or {"error": ...} when skia cannot be imported.
Skia's raster backend draws on the calling thread: one thread, like CGContext.
"""
import os

os.environ["OPENBLAS_NUM_THREADS"] = "1"  # numpy's BLAS threads would otherwise spin beside the one-thread peers
import json
import statistics
import sys
import time


def reply(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()


try:
    import numpy
    import skia
except ImportError as error:
    reply({"error": "skia-python is missing (pip install skia-python): %s" % error})
    sys.exit(0)


def colour(c):
    return skia.Color4f(c[0], c[1], c[2], c[3])


class Target:
    """A raster surface of one pixel format, and the scene's operations prepared for it."""

    def __init__(self, scene, colour_type):
        self.colour_type = colour_type
        info = skia.ImageInfo.Make(scene["width"], scene["height"], colour_type, skia.AlphaType.kPremul_AlphaType)
        self.surface = skia.Surface.MakeRaster(info)
        self.canvas = self.surface.getCanvas()
        self.typefaces = {}
        self.images = {}
        self.primitives = {name: [self.prepare(op) for op in ops] for name, ops in scene["primitives"].items()}

    def typeface(self, path):
        if path not in self.typefaces:
            self.typefaces[path] = skia.Typeface.MakeFromFile(path)
        return self.typefaces[path]

    def image(self, op):
        key = op["file"]
        if key not in self.images:
            raw = numpy.fromfile(op["file"], dtype=numpy.uint8).reshape(op["imageHeight"], op["imageWidth"], 4)
            if self.colour_type == skia.ColorType.kBGRA_8888_ColorType:
                raw = numpy.ascontiguousarray(raw[:, :, [2, 1, 0, 3]])
            # The image in the surface's own order, so that skia samples it without swizzling.
            self.images[key] = skia.Image.fromarray(raw, colorType=self.colour_type,
                                                    alphaType=skia.AlphaType.kPremul_AlphaType)
        return self.images[key]

    def prepare(self, op):
        """Returns a function of the canvas that performs `op`, with every skia object made in advance."""
        kind = op["op"]
        if kind == "rect":
            paint = skia.Paint(colour(op["color"]))
            paint.setAntiAlias(True)
            rect = skia.Rect.MakeXYWH(*op["rect"])
            return lambda canvas: canvas.drawRect(rect, paint)
        if kind == "image":
            image = self.image(op)
            sampling = skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kNone)
            paint = skia.Paint()
            paint.setAntiAlias(True)
            x, y = op["x"], op["y"]
            return lambda canvas: canvas.drawImage(image, x, y, sampling, paint)
        if kind == "gradient":
            x0, y0 = op["start"]
            x1, y1 = op["end"]
            shader = skia.GradientShader.MakeLinear(points=[skia.Point(x0, y0), skia.Point(x1, y1)],
                                                    colors=[skia.Color4f(*c).toColor() for c in op["colors"]],
                                                    positions=op["locations"], mode=skia.TileMode.kClamp)
            paint = skia.Paint()
            paint.setAntiAlias(True)
            paint.setShader(shader)
            rect = skia.Rect.MakeXYWH(*op["rect"])
            return lambda canvas: canvas.drawRect(rect, paint)
        if kind == "glyphs":
            font = skia.Font(self.typeface(op["font"]), op["size"])
            # Unhinted outlines at subpixel positions with grey anti-aliasing: what CGContext draws.
            font.setHinting(skia.FontHinting.kNone)
            font.setSubpixel(True)
            font.setEdging(skia.Font.Edging.kAntiAlias)
            paint = skia.Paint(colour(op["color"]))
            paint.setAntiAlias(True)
            builder = skia.TextBlobBuilder()
            builder.allocRunPos(font, op["glyphs"], [skia.Point(x, y) for x, y in op["positions"]])
            blob = builder.make()
            return lambda canvas: canvas.drawTextBlob(blob, 0, 0, paint)
        raise ValueError("unknown operation %r" % kind)

    def draw(self, name):
        canvas = self.canvas
        for operation in self.primitives[name]:
            operation(canvas)

    def time(self, name, runs):
        self.draw(name)
        samples = []
        for _ in range(runs):
            start = time.perf_counter_ns()
            self.draw(name)
            samples.append(time.perf_counter_ns() - start)
        return statistics.median(samples) / 1e9

    def write(self, name, path):
        self.canvas.clear(skia.ColorWHITE)
        self.draw(name)
        pixels = numpy.array(self.surface.makeImageSnapshot())
        if self.colour_type == skia.ColorType.kBGRA_8888_ColorType:
            pixels = pixels[:, :, [2, 1, 0, 3]]
        pixels.astype(numpy.uint8).tofile(path)


def load_targets(path):
    """Both 32-bit premultiplied surfaces: RGBA (CGContext's order) and BGRA (`MakeN32Premul`'s here).

    Which one skia draws faster depends on the primitive in skia-python's wheels: a colour's
    source-over and text cost less in RGBA, an image's bilinear filtering a tenth in BGRA (its
    legacy sampler takes only N32 images), so each primitive is measured on both.
    """
    with open(path) as f:
        scene = json.load(f)
    return {"rgba": Target(scene, skia.ColorType.kRGBA_8888_ColorType),
            "bgra": Target(scene, skia.ColorType.kBGRA_8888_ColorType)}


def main():
    targets = load_targets(sys.argv[1])
    reply({"ready": True, "skia": skia.__version__})
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "time":
            reply({"median": targets[words[1]].time(words[2], int(words[3]))})
        elif words[0] == "draw":
            targets[words[1]].write(words[2], words[3])
            reply({"ok": True})
        elif words[0] == "quit":
            break


if __name__ == "__main__":
    main()
