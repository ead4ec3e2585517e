#!/usr/bin/env python3
"""random_boards.py SIZE COUNT SEED [MAX_WALLS] — random Rush Hour positions, one a line, in
Fogleman's one-line format, for the Blocks differential test (scripts/blocks_diff.sh).

Made with Python's own seeded generator, independently of our generator, and the same on
every run: car A (1x2) on row (SIZE - 1) / 2 (the peer's PrimaryRow, build.sh) at a random
column, then 0..MAX_WALLS walls ('x', default 3; none on the first quarter of the boards)
and cars of length 2 (70 %) or 3, horizontal or vertical, at random free places until a
random share (35-85 %) of the cells is taken. Now and then a horizontal car or a wall
lands on A's row right of A (a board that can never be solved), and dense boards jam:
the test wants unsolvable boards too. Cars are lettered as our text reader names them
(A, then the others by their first cell, row by row: B..Z, then a..n p..w y z), so a
solution's letters mean the same cars to both sides. Duplicate boards are dropped.
"""
import random
import sys

LETTERS = [chr(c) for c in range(ord('B'), ord('Z') + 1)] + \
          [c for c in 'abcdefghijklmnopqrstuvwxyz' if c not in 'ox']


def board(rng, n, max_walls, walls_allowed):
    row = (n - 1) // 2
    cells = ['.'] * (n * n)
    ax = rng.randrange(0, n - 1)          # n - 2 is already solved: rare, kept
    if ax == n - 2 and rng.random() < 0.8:
        ax = rng.randrange(0, n - 2)
    cells[row * n + ax] = cells[row * n + ax + 1] = 'A'
    if walls_allowed:
        for _ in range(rng.randint(0, max_walls)):
            c = rng.randrange(n * n)
            if cells[c] == '.' and (c // n != row or rng.random() < 0.15):
                cells[c] = 'x'
    goal = rng.uniform(0.35, 0.85)
    cars = []
    for _ in range(400):
        if sum(1 for c in cells if c != '.') >= goal * n * n:
            break
        length = 2 if rng.random() < 0.7 else 3
        horizontal = rng.random() < 0.5
        w, h = (length, 1) if horizontal else (1, length)
        x, y = rng.randrange(n - w + 1), rng.randrange(n - h + 1)
        if horizontal and y == row and rng.random() < 0.9:
            continue
        where = [(y + dy) * n + x + dx for dy in range(h) for dx in range(w)]
        if any(cells[c] != '.' for c in where):
            continue
        for c in where:
            cells[c] = '?'
        cars.append(where)
    for letter, where in zip(LETTERS, sorted(cars, key=min)):
        for c in where:
            cells[c] = letter
    return ''.join(cells)


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__.split('\n\n')[0])
    n, count, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    max_walls = int(sys.argv[4]) if len(sys.argv) == 5 else 3
    rng = random.Random(seed * 1000 + n)
    seen = set()
    for i in range(count * 4):
        if len(seen) >= count:
            break
        b = board(rng, n, max_walls, i >= count // 4)
        if b not in seen:
            seen.add(b)
            print(b)


if __name__ == '__main__':
    main()
