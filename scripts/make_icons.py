#!/usr/bin/env python3
"""make_icons.py — the app's icons, drawn at build time (scripts/build.sh site).

  python3 scripts/make_icons.py OUTDIR

Writes PNGs (Python's zlib only, no image library): icon-192.png and
icon-512.png (rounded, transparent corners), icon-maskable-192.png and
icon-maskable-512.png (full bleed, the mark inside the central safe circle),
apple-touch-icon.png (180, full bleed: iOS rounds it) and favicon-32.png.

The mark is a small Slide board in the app's colours (src/app/platform/theme.hpp):
a 3×3 board on the dark backdrop, the amber player block in one corner,
a teal moving block and the mint goal. Shapes are rounded rectangles,
antialiased from their signed distance, so every size is drawn sharp.
"""
import os
import struct
import sys
import zlib

BACKDROP = (11, 15, 23)       # #0b0f17, the page and the app's backdrop
BACKDROP_TOP = (20, 27, 40)   # the board area's gradient, top
BOARD_BASE = (24, 31, 45)
BOARD_RIM = (44, 55, 76)
TILE = (33, 42, 59)
PLAYER_TOP = (255, 184, 77)   # #ffb84d, the brand mark in the top bar
PLAYER_SIDE = (214, 117, 40)
MOVER_TOP = (53, 182, 201)    # #35b6c9, the teal accent
MOVER_SIDE = (30, 112, 150)
GOAL = (92, 240, 165)


def rounded_rect_distance(px, py, cx, cy, hw, hh, r):
    """Signed distance (pixels) from (px, py) to a rounded rectangle."""
    qx = abs(px - cx) - (hw - r)
    qy = abs(py - cy) - (hh - r)
    ox = qx if qx > 0 else 0.0
    oy = qy if qy > 0 else 0.0
    inside = min(max(qx, qy), 0.0)
    return (ox * ox + oy * oy) ** 0.5 + inside - r


class Canvas:
    """Straight RGBA floats, painted with antialiased shapes (source over)."""

    def __init__(self, size):
        self.size = size
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(size * size)]

    def rect(self, x0, y0, x1, y1, radius, colour, top_colour=None, ring=0.0):
        """A rounded rectangle in pixel coordinates; a vertical gradient from
        top_colour when given; only its outline `ring` pixels wide when ring > 0."""
        cx, cy, hw, hh = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
        radius = min(radius, hw, hh)
        n = self.size
        for y in range(max(0, int(y0) - 1), min(n, int(y1) + 2)):
            py = y + 0.5
            t = min(1.0, max(0.0, (py - y0) / max(1.0, y1 - y0)))
            c = colour if top_colour is None else [top_colour[i] + (colour[i] - top_colour[i]) * t for i in range(3)]
            row = y * n
            for x in range(max(0, int(x0) - 1), min(n, int(x1) + 2)):
                d = rounded_rect_distance(x + 0.5, py, cx, cy, hw, hh, radius)
                if ring > 0:
                    d = abs(d + ring / 2) - ring / 2
                a = 0.5 - d
                if a <= 0:
                    continue
                a = min(a, 1.0)
                p = self.px[row + x]
                out = a + p[3] * (1 - a)
                for i in range(3):
                    p[i] = (c[i] * a + p[i] * p[3] * (1 - a)) / out
                p[3] = out

    def png(self):
        raw = bytearray()
        for y in range(self.size):
            raw.append(0)  # filter: none
            for p in self.px[y * self.size:(y + 1) * self.size]:
                raw.extend(int(round(min(255.0, max(0.0, v)))) for v in p[:3])
                raw.append(int(round(p[3] * 255)))

        def chunk(kind, data):
            body = kind + data
            return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

        header = struct.pack('>IIBBBBB', self.size, self.size, 8, 6, 0, 0, 0)  # 8-bit RGBA
        return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(bytes(raw), 9))
                + chunk(b'IEND', b''))


def block(canvas, x0, y0, cell, top, side):
    """A raised block filling one cell: its side shows below its top."""
    inset = cell * 0.08
    r = cell * 0.18
    canvas.rect(x0 + inset, y0 + inset * 1.6, x0 + cell - inset, y0 + cell - inset * 0.4, r, side)
    canvas.rect(x0 + inset, y0 + inset, x0 + cell - inset, y0 + cell - inset * 1.4, r, top)


def draw(size, maskable=False, full_bleed=False):
    """The icon at `size` px. Maskable icons keep the board inside the central
    circle of 80% diameter that every platform's mask leaves visible."""
    c = Canvas(size)
    s = float(size)
    if maskable or full_bleed:
        c.rect(0, 0, s, s, 0, BACKDROP, BACKDROP_TOP)
    else:
        c.rect(0, 0, s, s, s * 0.2, BACKDROP, BACKDROP_TOP)
    small = size < 64  # a favicon: a bigger board, no tile squares
    board = s * (0.54 if maskable else 0.86 if small else 0.72)
    b0 = (s - board) / 2
    c.rect(b0, b0, b0 + board, b0 + board, board * 0.09, BOARD_BASE)
    c.rect(b0, b0, b0 + board, b0 + board, board * 0.09, BOARD_RIM, ring=max(1.0, board * 0.02))
    pad = board * 0.07
    cell = (board - 2 * pad) / 3
    for j in range(3):
        for i in range(3):
            x, y = b0 + pad + i * cell, b0 + pad + j * cell
            if not small:
                g = cell * 0.06
                c.rect(x + g, y + g, x + cell - g, y + cell - g, cell * 0.14, TILE)
    gx, gy = b0 + pad + 1 * cell, b0 + pad + 2 * cell
    c.rect(gx + cell * 0.2, gy + cell * 0.2, gx + cell * 0.8, gy + cell * 0.8, cell * 0.14, GOAL,
           ring=max(1.0, cell * 0.09))
    block(c, b0 + pad + 2 * cell, b0 + pad + 1 * cell, cell, MOVER_TOP, MOVER_SIDE)
    block(c, b0 + pad, b0 + pad, cell, PLAYER_TOP, PLAYER_SIDE)
    return c.png()


ICONS = [
    ('favicon-32.png', 32, {}),
    ('apple-touch-icon.png', 180, {'full_bleed': True}),
    ('icon-192.png', 192, {}),
    ('icon-512.png', 512, {}),
    ('icon-maskable-192.png', 192, {'maskable': True}),
    ('icon-maskable-512.png', 512, {'maskable': True}),
]


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: make_icons.py OUTDIR')
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, size, options in ICONS:
        with open(os.path.join(out, name), 'wb') as f:
            f.write(draw(size, **options))


if __name__ == '__main__':
    main()
