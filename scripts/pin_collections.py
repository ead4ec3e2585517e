#!/usr/bin/env python3
"""pin_collections.py — the built-in collections' codes, made once from their recipes.

    python3 scripts/pin_collections.py [--levelgen PATH] [--jobs N] [NAME...]

Reads data/collections/recipes/<NAME>.txt (a title, an author, a note and
recipe links, core/collection.hpp's text form) and writes
data/collections/<NAME>.txt: the same header, then each level's code beside
the recipe that made it (`levelgen link RECIPE`). A collection already pinned
is left as it is: once published, its levels never change (a player's
progress is kept by level code). To change a published collection, make a
new one. Without NAMEs, every recipe file not yet pinned is pinned.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "data", "collections")


def pin_one(levelgen, recipe):
    out = subprocess.run([levelgen, "link", recipe], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"{recipe}: {out.stderr.strip()}")
    return json.loads(out.stdout)["code"]


def generator_version(levelgen, recipe):
    """The generator version this levelgen has for the recipe's kind (a one-level ramp says it)."""
    kind, params = recipe.split("/")[1:3]
    out = subprocess.run([levelgen, "collection", "make", "--kind", kind, "--params", params, "--from", "any",
                          "--to", "any", "--count", "1", "--seed", "1"], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"{recipe}: {out.stderr.strip()}")
    return kind, json.loads(out.stdout)["version"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levelgen", default=os.path.join(ROOT, "build", "native", "levelgen"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    names = args.names or sorted(f[:-4] for f in os.listdir(os.path.join(DIR, "recipes")) if f.endswith(".txt"))
    for name in names:
        target = os.path.join(DIR, name + ".txt")
        if os.path.exists(target):
            print(f"{name}: pinned already, left as it is")
            continue
        with open(os.path.join(DIR, "recipes", name + ".txt"), encoding="utf-8") as f:
            lines = [line.rstrip("\n") for line in f]
        header = [l for l in lines if l and not l.startswith("#recipe/") and not l.startswith("# ")]
        recipes = [l.strip() for l in lines if l.startswith("#recipe/")]
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            codes = list(pool.map(lambda r: pin_one(args.levelgen, r), recipes))
        with open(target, "w", encoding="utf-8") as f:
            f.write(f"# A built-in collection, pinned by scripts/pin_collections.py from recipes/{name}.txt.\n")
            f.write("# These codes are what ships: never edit them (progress is kept by level code).\n")
            # The generator versions that made them (tests/test_builtin_collections.cpp remakes the
            # levels while the kind's generator_version is still this one).
            for kind, version in sorted({generator_version(args.levelgen, r) for r in recipes}):
                f.write(f"# generator: {kind} {version}\n")
            for l in header:
                f.write(l + "\n")
            for code, recipe in zip(codes, recipes):
                f.write(f"{code} {recipe}\n")
        print(f"{name}: {len(codes)} levels pinned")


if __name__ == "__main__":
    sys.exit(main())
