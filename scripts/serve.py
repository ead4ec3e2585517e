#!/usr/bin/env python3
"""Static file server for the built site.

  python3 scripts/serve.py [--port 8080] [--dir build/site] [--no-isolation]

By default sends the two headers that make a page cross-origin isolated
(needed for SharedArrayBuffer, i.e. for emscripten -pthread builds):
  Cross-Origin-Opener-Policy: same-origin
  Cross-Origin-Embedder-Policy: require-corp
--no-isolation omits them (to reproduce a normal blog/iframe host).
Also sends Cross-Origin-Resource-Policy: cross-origin so an isolated parent
page on another origin may embed this server's pages/resources.
"""
import argparse
import functools
import http.server


class Handler(http.server.SimpleHTTPRequestHandler):
    isolate = True
    quiet = False

    def end_headers(self):
        if self.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cross-Origin-Resource-Policy", "cross-origin")
        # Revalidated on every load (a rebuilt site is seen at once), but not
        # "no-store", which keeps pages out of the back/forward cache.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=8080)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--dir", default="build/site")
    ap.add_argument("--no-isolation", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    Handler.isolate = not a.no_isolation
    Handler.quiet = a.quiet
    Handler.extensions_map[".wasm"] = "application/wasm"
    Handler.extensions_map[".js"] = "text/javascript"
    handler = functools.partial(Handler, directory=a.dir)
    with http.server.ThreadingHTTPServer((a.bind, a.port), handler) as srv:
        print(f"serving {a.dir} on http://{a.bind}:{a.port}/ "
              f"(COOP/COEP {'on' if Handler.isolate else 'OFF'})", flush=True)
        srv.serve_forever()


if __name__ == "__main__":
    main()
