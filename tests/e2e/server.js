// server.js — the built site served by scripts/serve.py on a free port, with
// the cross-origin isolation headers or without: for global-setup.js (the
// two servers every test shares) and for tests that need one of their own
// (a broken copy of the site, a server stopped to cut the network).
'use strict';

const { spawn } = require('child_process');
const net = require('net');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function startServer(dir, { isolate = true } = {}) {
  const port = await freePort();
  const args = [path.join(ROOT, 'scripts/serve.py'), '--port', String(port), '--dir', dir, '--quiet'];
  if (!isolate) args.push('--no-isolation');
  const proc = spawn('python3', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => { if (String(d).includes('serving')) resolve(); });
    proc.on('exit', (code) => reject(new Error('server exited with ' + code)));
    // A wait, not a timing check: python's start took over 10 s at load 15 (issue 23).
    setTimeout(() => reject(new Error('server did not start in 90 s')), 90000);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => proc.kill() };
}

module.exports = { startServer, freePort };
