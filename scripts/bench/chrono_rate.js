#!/usr/bin/env node
/*
 * chrono-node's parse rate on a file of dates, for context beside `dates translate` in the
 * normaliser section of the speed benchmark (scripts/bench/normaliser.py starts it as a child
 * process), in the style of dateutil_rate.py.
 *
 *     node scripts/bench/chrono_rate.js SOURCES [OUTPUTS] [--as-written]
 *
 * Times `chrono.parseDate(line)` over every line of SOURCES (one call per line, chrono's
 * defaults, the file already read into memory; a line it answers null for, or throws on, counts
 * as parsed, and as failed). Then, outside the timed loop, writes one line per source to OUTPUTS
 * when given:
 *   default        the date of parseDate's result as YYYY-MM-DD in the process's local time
 *                  zone (what a user of parseDate gets; TZ=UTC for a fixed answer), empty where
 *                  it returned null;
 *   --as-written   the date the line writes, from the components of chrono.parse(line)[0]
 *                  (before any time-zone conversion), at the precision the line gives it, in the
 *                  notation of data/real-world/real-world.tsv and of
 *                  scripts/provenance/real_world/peers.py: YYYY-MM-DD when year, month and day
 *                  are written, XXXX-MM-DD without a year, YYYY-MM without a day, else empty (a
 *                  field chrono only implied from today is missing). normaliser.py scores
 *                  chrono's exact match on the real-world set with it.
 * Prints one JSON object on the last line of standard error: lines, seconds, lines_per_second,
 * failures and chrono's version ("chrono"); {"error": ...} (exit status 0) when chrono-node
 * cannot be required. chrono-node is looked for beside this script (scripts/bench/node_modules,
 * `npm install --prefix scripts/bench`), then in NODE_PATH.
 */
"use strict";
const fs = require("fs");
const path = require("path");

function usage(message) {
  process.stderr.write(`chrono_rate.js: ${message}\n` +
    "usage: node scripts/bench/chrono_rate.js SOURCES [OUTPUTS] [--as-written]\n");
  process.exit(2);
}

function loadChrono() {
  // require() looks in scripts/bench/node_modules (and upwards) first, then NODE_PATH.
  const chrono = require("chrono-node");
  let version = null;
  try {
    // chrono-node's "exports" hides package.json: walk up from its entry point instead.
    let dir = path.dirname(require.resolve("chrono-node"));
    while (dir !== path.dirname(dir)) {
      const candidate = path.join(dir, "package.json");
      if (fs.existsSync(candidate)) {
        const pkg = JSON.parse(fs.readFileSync(candidate, "utf8"));
        if (pkg.name === "chrono-node") {
          version = pkg.version;
          break;
        }
      }
      dir = path.dirname(dir);
    }
  } catch (error) {
    version = null;
  }
  return { chrono, version };
}

function pad(n, width) {
  return String(n).padStart(width, "0");
}

function localDate(date) {
  if (date === null || date === undefined || Number.isNaN(date.getTime())) return "";
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function asWritten(chrono, line) {
  let results;
  try {
    results = chrono.parse(line);
  } catch (error) {
    return "";
  }
  if (!results || results.length === 0) return "";
  const start = results[0].start;
  const y = start.isCertain("year"), m = start.isCertain("month"), d = start.isCertain("day");
  const year = pad(start.get("year"), 4), month = pad(start.get("month"), 2);
  const day = pad(start.get("day"), 2);
  if (y && m && d) return `${year}-${month}-${day}`;
  if (m && d) return `XXXX-${month}-${day}`;
  if (y && m) return `${year}-${month}`;
  return "";
}

function main() {
  const argv = process.argv.slice(2);
  const written = argv.includes("--as-written");
  const positional = argv.filter((a) => a !== "--as-written");
  for (const a of positional) if (a.startsWith("--")) usage(`unknown option ${a}`);
  if (positional.length < 1 || positional.length > 2) usage("expected SOURCES [OUTPUTS]");
  const [sourcesPath, outputsPath] = positional;

  let loaded;
  try {
    loaded = loadChrono();
  } catch (error) {
    process.stderr.write(JSON.stringify({
      error: `chrono-node cannot be required (npm install --prefix scripts/bench, or set ` +
        `NODE_PATH): ${String(error.message).split("\n")[0]}` }) + "\n");
    return;
  }
  const { chrono, version } = loaded;

  let text;
  try {
    text = fs.readFileSync(sourcesPath, "utf8");
  } catch (error) {
    usage(`cannot read SOURCES ${sourcesPath}: ${error.message}`);
  }
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();

  const parseDate = chrono.parseDate;
  const results = new Array(lines.length).fill(null);
  let failures = 0;
  const begin = process.hrtime.bigint();
  for (let i = 0; i < lines.length; ++i) {
    try {
      results[i] = parseDate(lines[i]);
      if (results[i] === null) ++failures;
    } catch (error) {
      ++failures;
    }
  }
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;

  if (outputsPath !== undefined) {
    const out = written ? lines.map((line) => asWritten(chrono, line)) : results.map(localDate);
    try {
      fs.writeFileSync(outputsPath, out.map((s) => s + "\n").join(""), "utf8");
    } catch (error) {
      usage(`cannot write OUTPUTS ${outputsPath}: ${error.message}`);
    }
  }
  process.stderr.write(JSON.stringify({
    lines: lines.length, seconds,
    lines_per_second: seconds > 0 ? lines.length / seconds : null,
    failures, chrono: version }) + "\n");
}

main();
