// reporter.js — the e2e tests' report, in checks: each test's PASS/FAIL lines
// (tests/e2e/harness.js check()) and what it logs, as they come; after each
// test its time, and for a failure what went wrong besides its checks and
// where its trace and screenshots are; at the end the checks per file and per
// project (a device, or another engine: its checks' and failures' lines start
// with its name, "[firefox]"), and as the last line
// "e2e: N passed, M failed", counting the checks of each test's last run
// (scripts/test.sh adds them to its total). A test that passed only when run
// again is flaky: named on that line, and counted as one failed check (its
// first run's failure), never as a pass. An error that is not a check (a wait
// that timed out, an exception) counts as one failed check, as does a test
// that did not run.
'use strict';

const fs = require('fs');
const path = require('path');

// E2E_CPU=1: each test's end line also gives the machine's CPU seconds over its run (every process:
// the browser's, node's, the servers'), from /proc/stat. A test's own cost only with one worker
// (E2E_WORKERS=1) on an otherwise idle machine.
const machineCpu = () => {
  if (!process.env.E2E_CPU) return 0;
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal, in USER_HZ (100 on Linux): all but idle and iowait.
    return (ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + (ticks[7] || 0)) / 100;
  } catch (e) {
    return 0;
  }
};

const plain = (text) => String(text || '').replace(/\u001b\[[0-9;]*m/g, '');
const where = (test) => {
  const [, project, file, ...titles] = test.titlePath();
  return `${file} › ${titles.join(' › ')} [${project}]`;
};
const projectOf = (test) => test.titlePath()[1];
// The engine's name before a failure's line in the other engines' projects, as
// harness.js's check() puts it before their checks (Chromium's lines have none).
const tag = (test) => {
  const engine = test.parent.project() && test.parent.project().metadata.engine;
  return engine ? `[${engine}] ` : '';
};

class ChecksReporter {
  constructor() {
    this.last = new Map();  // test → { passed, failed } of its last run
    this.errors = 0;        // errors outside any test (the config, global setup)
    this.durations = [];    // [ms, test] of every run, for the slowest
    this.cpuAt = new Map(); // test → the machine's CPU seconds at its start (E2E_CPU)
  }

  printsToStdio() { return true; }

  onBegin(config, suite) {
    this.t0 = Date.now();
    this.suite = suite;
    this.listing = process.argv.includes('--list');  // npx playwright test --list: names only
    if (this.listing) {
      for (const test of suite.allTests()) console.log(where(test));
      return;
    }
    const projects = suite.suites.filter((p) => p.allTests().length > 0)
      .map((p) => `${p.title} ${p.allTests().length}`);
    console.log(`e2e: ${suite.allTests().length} tests (${projects.join(', ')}), ${config.workers} worker`);
  }

  onTestBegin(test, result) {
    this.cpuAt.set(test, machineCpu());
    console.log(`\n== ${where(test)}${result.retry ? ` (run again: ${result.retry})` : ''}`);
  }

  onStdOut(chunk) { process.stdout.write(chunk); }
  onStdErr(chunk) { process.stderr.write(chunk); }

  onTestEnd(test, result) {
    const checks = result.annotations.filter((a) => a.type === 'PASS' || a.type === 'FAIL');
    const failedNames = checks.filter((a) => a.type === 'FAIL').map((a) => a.description);
    let passed = checks.length - failedNames.length;
    let failed = failedNames.length;
    // A failed check is also a soft expectation's error, which starts with its name.
    const others = result.errors.filter((e) => {
      const message = plain(e.message || e.value);
      return !failedNames.some((d) => message.startsWith('Error: ' + d.split('  ')[0]));
    });
    for (const e of others) {
      ++failed;
      const text = plain(e.stack || e.message || e.value).split('\n').slice(0, 12).join('\n');
      console.log(`FAIL  ${tag(test)}${test.title}: no unexpected exception  ${JSON.stringify(text)}`);
    }
    if (result.status !== 'passed' && result.status !== 'skipped' && failed === 0) {
      ++failed;
      console.log(`FAIL  ${tag(test)}${test.title}: ended ${result.status}`);
    }
    this.last.set(test, { passed, failed });
    const cpu = process.env.E2E_CPU ? `, machine CPU ${(machineCpu() - this.cpuAt.get(test)).toFixed(0)} s` : '';
    console.log(`-- ${result.status} in ${(result.duration / 1000).toFixed(1)} s${cpu}: ${passed} passed, ${failed} failed` +
      `  (${where(test)})`);  // named: two workers' lines interleave
    this.durations.push([result.duration, where(test) + (result.retry ? ` (run again: ${result.retry})` : '')]);
    if (result.status !== 'passed') {
      for (const a of result.attachments.filter((x) => x.path)) {
        console.log(`   ${a.name}: ${path.relative(process.cwd(), a.path)}`);
      }
    }
  }

  onError(error) {
    ++this.errors;
    console.log(`FAIL  no unexpected exception  ${JSON.stringify(plain(error.stack || error.message || error.value))}`);
  }

  onEnd(result) {
    if (this.listing) return;
    let passed = 0;
    let failed = this.errors;
    const flaky = [];
    const notRun = [];
    const byFile = new Map();  // spec file → checks of its tests' last runs, over every project
    const byProject = new Map();  // project (a device, or an engine) → { passed, failed }
    const count = (project) => {
      if (!byProject.has(project)) byProject.set(project, { passed: 0, failed: 0 });
      return byProject.get(project);
    };
    for (const test of this.suite ? this.suite.allTests() : []) {
      const counts = this.last.get(test);
      if (!counts) { notRun.push(test); continue; }
      passed += counts.passed;
      failed += counts.failed;
      count(projectOf(test)).passed += counts.passed;
      count(projectOf(test)).failed += counts.failed;
      const file = path.basename(test.location.file);
      byFile.set(file, (byFile.get(file) || 0) + counts.passed + counts.failed);
      if (test.outcome() === 'flaky') {
        flaky.push(test);
        ++failed;
        ++count(projectOf(test)).failed;
        console.log(`FAIL  ${tag(test)}${where(test)}: passes only when run again (flaky)`);
      }
    }
    for (const test of notRun) {
      ++failed;
      ++count(projectOf(test)).failed;
      console.log(`FAIL  ${tag(test)}${where(test)}: did not run`);
    }
    const slowest = this.durations.sort((x, y) => y[0] - x[0]).slice(0, 8);
    console.log(`\ne2e slowest tests: ${slowest.map(([ms, name]) => `${(ms / 1000).toFixed(0)} s ${name}`).join('; ')}`);
    console.log(`e2e checks per file: ${[...byFile].map(([file, n]) => `${file} ${n}`).join(', ')}`);
    console.log(`e2e checks per project: ${[...byProject].map(([project, c]) =>
      `${project} ${c.passed} passed, ${c.failed} failed`).join('; ')}`);
    const minutes = ((Date.now() - this.t0) / 60000).toFixed(1);
    console.log(`e2e: ${this.last.size} tests run in ${minutes} min (${result.status})` +
      (flaky.length ? `; passed only when run again: ${flaky.map(where).join('; ')}` : ''));
    console.log(`e2e: ${passed} passed, ${failed} failed` + (flaky.length ? `; ${flaky.length} flaky` : ''));
  }
}

module.exports = ChecksReporter;
