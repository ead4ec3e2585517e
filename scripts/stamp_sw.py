#!/usr/bin/env python3
"""stamp_sw.py — writes the file list and the version into the site's service worker.

  python3 scripts/stamp_sw.py SITE [TEMPLATE]   (scripts/build.sh site, after every other file is in SITE)

SITE/sw.js is web/sw.js as copied; its two lines
  const VERSION = '…';
  const FILES = [];
become the files the worker precaches (every file of SITE but the worker
itself, the example pages and type declarations) and a hash of their names
and contents and of the worker's own text. A new build of any file gives a
new version, hence a new cache; an unchanged site keeps its version.
Prints the version, the number of files and their total size.
With TEMPLATE (web/sw.js), the worker is stamped from it instead of from
SITE/sw.js. SITE/sw.js is replaced in one step (a file beside it renamed over
it): a browser checking for an update never reads a half-written worker, nor
the unstamped template in place of a new build's (the e2e's update test once
caught an unstamped worker installing between a copy and its stamp).
"""
import hashlib
import json
import os
import re
import sys

LEFT_OUT = re.compile(r'^(sw\.js(\.partial)?|.*-example\.html|.*\.d\.ts)$')


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit('usage: stamp_sw.py SITE [TEMPLATE]')
    site = sys.argv[1]
    sw_path = os.path.join(site, 'sw.js')
    with open(sys.argv[2] if len(sys.argv) == 3 else sw_path, encoding='utf-8') as f:
        template = f.read()
    names = sorted(n for n in os.listdir(site)
                   if os.path.isfile(os.path.join(site, n)) and not LEFT_OUT.match(n))
    digest = hashlib.sha256(template.encode('utf-8'))
    total = 0
    for name in names:
        with open(os.path.join(site, name), 'rb') as f:
            data = f.read()
        total += len(data)
        digest.update(name.encode('utf-8') + b'\0' + str(len(data)).encode() + b'\0' + data)
    version = digest.hexdigest()[:16]

    stamped, n_version = re.subn(r"^const VERSION = '[^']*';$", f"const VERSION = '{version}';", template,
                                 flags=re.M)
    stamped, n_files = re.subn(r'^const FILES = \[\];$', 'const FILES = ' + json.dumps(names, indent=2) + ';',
                               stamped, flags=re.M)
    if n_version != 1 or n_files != 1:
        sys.exit(f'stamp_sw.py: {sw_path} has no "const VERSION = \'…\';" or "const FILES = [];" line')
    partial = sw_path + '.partial'
    with open(partial, 'w', encoding='utf-8') as f:
        f.write(stamped)
    os.replace(partial, sw_path)
    print(f'sw.js: version {version}, {len(names)} files, {total} bytes')


if __name__ == '__main__':
    main()
