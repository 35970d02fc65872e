// The main thread of a first visit, task by task: what Lighthouse's blocking time is made of, measured
// in a way that separates two builds on a noisy host (docs/performance.md, "Reading a first load, task
// by task").
//
// For each page of `--path`, `--runs` times (default 3): a fresh phone-sized headless Chromium (the full
// Debian browser, like Lighthouse; 412×823 at DPR 1.75, a visitor from the Philippines) opens the page
// with the DevTools timeline recording, waits for the site's `jade:first-screen-idle` mark and 2 s
// more (TRACE_SETTLE_MS), then reads from the trace:
//   - the first contentful paint;
//   - every main-thread task after it and their total ("busy after FCP"), in wall time and in the
//     thread's own CPU time ("CPU": on a shared 2-core host the page's server and the browser's other
//     processes take the core from the page, which stretches wall time but not CPU time);
//   - the blocking time Lighthouse's CPU slowdown would see: Σ max(0, k·d − 50) over those tasks,
//     k = 4 (or TRACE_SLOWDOWN), half of it for a task that lays the page out (Lantern's layout
//     multiplier) ("TBT 4×"; Lighthouse stops at its own TTI, so this is an upper bound);
//   - the CPU time of the page's raster tasks (software raster on this host, on the renderer's worker
//     threads), with the count of tiles rastered, and of every other thread of the browser after FCP
//     ("raster", "rest of Chromium", which includes the raster threads): the work that takes the
//     cores from the page's main thread, which Lighthouse counts in wall time;
//   - the minor page faults from the navigation to the end, of the page's main thread and of the rest
//     of Chromium, and what they cost at this host's price of a fault (lib/page-faults.mjs): the work a
//     host with slow faults adds that benchmarkIndex does not see;
//   - with `--tasks`, the longest tasks with the script functions that ran in them;
//   - with `--profile`, one more run under the CPU profiler: self and inclusive time per function after
//     the first paint (build with `vite build --minify false` for readable names);
//   - with `--fonts`, Chromium's `fonts` category too, and the font work inside the layouts after the
//     first paint: system font lookups (a face not loaded yet makes a layout try the stack's system
//     fonts, decision P22), fallbacks per character, and the web font faces that a layout had to ask
//     for (loads that started only when the page was laid out).
// Prints the median of each figure; `--json f` keeps every run.
//
// Usage: node scripts/trace-first-load.mjs [--path /,/rng] [--runs 5] [--tasks] [--fonts] [--url http://…]
//        (JADE_SKIP_BUILD is implied: it serves apps/web/dist, or WEB_DIST, as built.)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from './test-e2e.mjs';
import { MEASURING_CHROMIUM_FLAGS } from './lib/measuring-chromium.mjs';
import { isMain, onInterrupt } from './lib/proc.mjs';
import {
  chromiumFaults,
  chromiumThreadFaults,
  faultsBetween,
  faultsByThreadKind,
  pageFaultCost,
} from './lib/page-faults.mjs';

const PH_VISITOR = '112.198.0.1';
const IDLE_MARK = 'jade:first-screen-idle';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  '__metadata',
  // More categories (e.g. `v8,blink,disabled-by-default-v8.compile`) split the tasks' own time further.
  ...(process.env.TRACE_CATEGORIES ? process.env.TRACE_CATEGORIES.split(',') : []),
].join(',');
// Lighthouse's CPU slowdown to apply (TRACE_SLOWDOWN): 4 in the mobile preset; more to look at the page
// as a slower host would run it (the Lighthouse script's `--as-index`).
const SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 4);
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The renderer's main thread of the page: of the CrRendererMain threads of processes that navigated
 * to an http(s) page (not the browser's own WebUI renderers), the one with the most top-level tasks.
 */
function mainThread(events) {
  const pagePids = new Set(
    events
      .filter((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
      .map((e) => e.pid),
  );
  const names = events.filter(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      (pagePids.size === 0 || pagePids.has(e.pid)),
  );
  let best = null;
  let bestCount = -1;
  for (const meta of names) {
    const count = events.filter(
      (e) => e.pid === meta.pid && e.tid === meta.tid && TASK_NAMES.has(e.name) && e.ph === 'X',
    ).length;
    if (count > bestCount) {
      best = meta;
      bestCount = count;
    }
  }
  return best;
}

/** The functions a task ran (FunctionCall and EvaluateScript events inside it), longest first. */
function taskContents(events, task) {
  const end = task.ts + task.dur;
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < end &&
        (e.name === 'FunctionCall' ||
          e.name === 'EvaluateScript' ||
          e.name === 'v8.compile' ||
          e.name === 'UpdateLayoutTree' ||
          e.name === 'Layout' ||
          e.name === 'TimerFire' ||
          e.name === 'FireAnimationFrame' ||
          e.name === 'ParseHTML' ||
          e.name === 'Paint'),
    )
    .map((e) => {
      const data = e.args?.data ?? e.args?.beginData ?? {};
      const where = data.functionName || data.url?.split('/').pop() || '';
      return { name: e.name, where, ms: e.dur / 1000 };
    })
    .filter((item) => item.ms >= 2)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
}

/**
 * Self and inclusive time per function of a CPU profile, over the samples after `fromTs` (the trace's
 * clock): the functions that the blocking time is made of.
 */
function profileSamples(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const samples = [];
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i];
    const stack = [];
    let node = byId.get(profile.samples[i]);
    while (node) {
      const { functionName, url, lineNumber } = node.callFrame;
      stack.push({
        name: functionName || '(anonymous)',
        file: url ? url.split('/').pop() : '',
        line: lineNumber + 1,
      });
      node = byId.get(parent.get(node.id));
    }
    samples.push({ ts, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, stack });
  }
  return samples;
}

/** The app's own functions (not the renderer's internals) that ran longest inside one task. */
function taskFunctions(samples, task) {
  const totals = new Map();
  for (const sample of samples) {
    if (sample.ts < task.ts || sample.ts >= task.ts + task.dur) continue;
    const seen = new Set();
    for (const frame of sample.stack) {
      if (!frame.file || /^(react|router)-/.test(frame.file) || frame.name === '(anonymous)') continue;
      const key = `${frame.name}@${frame.file.replace(/-[\w-]{8}\.js$/, '')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + sample.ms);
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 7)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`);
}

function profileSummary(profile, fromTs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const total = new Map();
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url ? url.split('/').pop() : ''}:${lineNumber + 1}`;
  };
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i];
    if (ts < fromTs) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    const ms = next / 1000;
    let node = byId.get(profile.samples[i]);
    const name = label(node);
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set();
    while (node) {
      const key = label(node);
      if (!seen.has(key)) {
        total.set(key, (total.get(key) ?? 0) + ms);
        seen.add(key);
      }
      node = byId.get(parent.get(node.id));
    }
  }
  const top = (map, n) =>
    [...map.entries()]
      .filter(([name]) => !/^\((root|program|idle)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`);
  return { self: top(self, 25), total: top(total, 60) };
}

/** Self time per trace event name inside the given tasks: where the busy time goes (script, style…). */
function breakdown(onMain, tasks) {
  const totals = new Map();
  const spans = onMain.filter((e) => e.ph === 'X' && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let t = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    while (t < spans.length && spans[t].ts < task.ts) t++;
    const stack = [];
    for (let i = t; i < spans.length && spans[i].ts < end; i++) {
      const e = spans[i];
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
      if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - e.dur / 1000);
      stack.push(e);
    }
  }
  return Object.fromEntries([...totals.entries()].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]));
}

/**
 * CPU time after FCP of the page's raster tasks, and of every other thread of the browser (the page's
 * main thread aside): top-level slices per thread, so nested events count once.
 */
function otherCpu(events, thread, fromTs) {
  let raster = 0;
  let rasterTasks = 0;
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < fromTs) continue;
    if (e.name === 'RasterTask' && e.pid === thread.pid) {
      raster += (e.tdur ?? 0) / 1000;
      rasterTasks++;
    }
    if (e.pid === thread.pid && e.tid === thread.tid) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  let rest = 0;
  for (const slices of byThread.values()) {
    let openUntil = -1;
    for (const e of slices.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
      if (e.ts < openUntil) continue;
      openUntil = e.ts + e.dur;
      rest += (e.tdur ?? 0) / 1000;
    }
  }
  return { raster, rasterTasks, rest };
}

/**
 * The font work inside the main thread's layouts after `fcpTs` (the `fonts` trace category): system
 * font lookups (count and ms, outermost calls only), fallbacks per character, and web font loads begun
 * by a layout.
 */
function fontWork(onMain, fcpTs) {
  const layouts = onMain.filter((e) => e.ph === 'X' && e.name === 'Layout' && e.ts >= fcpTs);
  const inLayout = (e) => layouts.some((l) => e.ts >= l.ts && e.ts < l.ts + l.dur);
  const lookups = [];
  let openUntil = -1;
  for (const e of onMain
    .filter((e) => e.ph === 'X' && e.name === 'FontCache::GetFontPlatformData' && inLayout(e))
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts < openUntil) continue;
    openUntil = e.ts + e.dur;
    lookups.push(e);
  }
  const count = (name) => onMain.filter((e) => e.name === name && inLayout(e)).length;
  return {
    lookups: lookups.length,
    lookupMs: lookups.reduce((sum, e) => sum + e.dur / 1000, 0),
    fallbacks: count('FontCache::FallbackFontForCharacter'),
    facesAskedByLayout: count('BeginRemoteFontLoad'),
  };
}

async function traceOnce(browser, url, withTasks, withProfile = false, withFonts = false) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    reducedMotion: process.env.TRACE_REDUCED_MOTION ? 'reduce' : 'no-preference',
    extraHTTPHeaders: { 'X-Forwarded-For': PH_VISITOR },
  });
  if (process.env.TRACE_LANG) {
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), process.env.TRACE_LANG);
  }
  if (process.env.TRACE_STYLE) {
    // Experiments: a style sheet added to every page before its own (e.g. `* { filter: none !important }`).
    await context.addInitScript((css) => {
      // Runs in the page (globalThis is its window).
      const sheet = new globalThis.CSSStyleSheet();
      sheet.replaceSync(css);
      globalThis.document.adoptedStyleSheets = [sheet];
    }, process.env.TRACE_STYLE);
  }
  if (process.env.TRACE_SESSION) {
    // Session storage to start with, as JSON (e.g. the popups' flags: a visitor who has seen them).
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(JSON.parse(entries))) sessionStorage.setItem(key, value);
    }, process.env.TRACE_SESSION);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const categories = withFonts ? `${CATEGORIES},fonts` : CATEGORIES;
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  if (withProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const faultsBefore = chromiumFaults();
  const threadFaultsBefore = chromiumThreadFaults();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, {
    timeout: 30_000,
    polling: 500,
  });
  await page.waitForTimeout(Number(process.env.TRACE_SETTLE_MS ?? 2000));
  const faultsAfter = chromiumFaults();
  const threadFaultsAfter = chromiumThreadFaults();
  const profile = withProfile ? (await cdp.send('Profiler.stop')).profile : null;
  await cdp.send('Tracing.end');
  await done;
  await context.close();

  if (process.env.TRACE_SAVE) writeFileSync(process.env.TRACE_SAVE, JSON.stringify(events));
  const thread = mainThread(events);
  const onMain = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  // The page's own navigation (not about:blank) and the first contentful paint of its frame.
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === thread.pid &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? '') &&
      e.args?.data?.isLoadingMainFrame !== false,
  );
  const fcp = events.find(
    (e) =>
      e.name === 'firstContentfulPaint' &&
      e.pid === thread.pid &&
      (!navigation || (e.args?.frame === navigation.args?.frame && e.ts >= navigation.ts)),
  );
  const origin = navigation?.ts ?? onMain[0].ts;
  const fcpTs = fcp?.ts ?? origin;
  // Top-level tasks only: Chromium nests a RunTask inside ThreadControllerImpl::RunTask.
  const tasks = [];
  let openUntil = -1;
  for (const e of onMain
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.ts >= fcpTs)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.ts < openUntil) continue;
    openUntil = e.ts + e.dur;
    tasks.push({ ts: e.ts, dur: e.dur, ms: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000, layout: false });
  }
  // Lighthouse's simulation slows a task that lays the page out by half its CPU factor (Lantern's
  // layoutTaskMultiplier 0.5): 2× instead of 4×.
  for (const e of onMain) {
    if (e.name !== 'Layout' || e.ts < fcpTs) continue;
    const task = tasks.find((t) => e.ts >= t.ts && e.ts < t.ts + t.dur);
    if (task) task.layout = true;
  }
  const busy = tasks.reduce((sum, task) => sum + task.ms, 0);
  // The thread's own CPU time in those tasks: on a shared host, less moved by time the core was lent out.
  const cpu = tasks.reduce((sum, task) => sum + task.cpuMs, 0);
  const slowed = (task) => (task.layout ? SLOWDOWN / 2 : SLOWDOWN) * task.ms;
  const tbt4 = tasks.reduce((sum, task) => sum + Math.max(0, slowed(task) - 50), 0);
  const long = tasks.filter((task) => slowed(task) > 50).sort((a, b) => slowed(b) - slowed(a));
  // Trace pids are the OS's (the measuring browser runs without the sandbox's pid namespace).
  const faults = faultsBetween(faultsBefore, faultsAfter, thread.pid);
  const { raster, rasterTasks, rest } = otherCpu(events, thread, fcpTs);
  const result = {
    fcp: (fcpTs - origin) / 1000,
    busy,
    cpu,
    raster,
    rasterTasks,
    rest,
    tbt4,
    longTasks: long.length,
    faultsMain: faults.pageMain,
    faultsRest: faults.rest,
    faultsByThread: faultsByThreadKind(threadFaultsBefore, threadFaultsAfter, thread.pid),
    breakdown: breakdown(onMain, tasks),
    fonts: withFonts ? fontWork(onMain, fcpTs) : undefined,
    tasks: withTasks
      ? long.slice(0, 24).map((task) => ({
          at: Math.round((task.ts - origin) / 1000),
          ms: Math.round(task.ms * 10) / 10,
          cpuMs: Math.round(task.cpuMs * 10) / 10,
          layout: task.layout,
          contents: taskContents(onMain, task),
        }))
      : undefined,
  };
  if (profile) {
    if (process.env.TRACE_SAVE_PROFILE)
      writeFileSync(process.env.TRACE_SAVE_PROFILE, JSON.stringify({ profile, fcpTs }));
    result.profile = profileSummary(profile, fcpTs);
    const samples = profileSamples(profile);
    result.profile.tasks = long.slice(0, 24).map((task) => ({
      at: Math.round((task.ts - origin) / 1000),
      ms: Math.round(task.ms * 10) / 10,
      layout: task.layout,
      functions: taskFunctions(samples, task),
      contents: taskContents(onMain, task).map((c) => `${c.name} ${c.ms.toFixed(0)}`),
    }));
  }
  return result;
}

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      path: { type: 'string', default: '/' },
      runs: { type: 'string', default: '3' },
      tasks: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      fonts: { type: 'boolean', default: false },
      url: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const server = values.url ? null : await startServer({ measuring: true });
  const stop = async () => server?.stop();
  onInterrupt(stop);
  const all = {};
  try {
    await server?.ready();
    const base = values.url ?? server.baseUrl;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: MEASURING_CHROMIUM_FLAGS,
    });
    // µs per first touch of a 4 KB page on this host, to turn the runs' fault counts into time.
    const faultCost = pageFaultCost();
    console.log(`page fault cost ${faultCost.toFixed(1)} µs per 4 KB page (a fresh process writing 128 MB)`);
    try {
      for (const pagePath of values.path.split(',')) {
        const url = new URL(pagePath, base).href;
        await traceOnce(browser, url, false); // warm-up: server caches and the disk
        const results = [];
        for (let i = 0; i < runs; i++) {
          results.push(await traceOnce(browser, url, values.tasks, false, values.fonts));
        }
        all[pagePath] = results;
        const m = (key) => median(results.map((r) => r[key]));
        console.log(
          `${pagePath}: FCP ${m('fcp').toFixed(0)} ms · busy after FCP ${m('busy').toFixed(0)} ms (CPU ${m('cpu').toFixed(0)}) · ` +
            `TBT ${SLOWDOWN}× ${m('tbt4').toFixed(0)} ms · long tasks ${m('longTasks')} · ` +
            `CPU beside it: raster ${m('raster').toFixed(0)} ms (${m('rasterTasks')} tiles), rest of Chromium (raster included) ${m('rest').toFixed(0)} ms ` +
            `(runs: ${results.map((r) => `${r.busy.toFixed(0)}/${r.cpu.toFixed(0)}`).join(', ')} ms busy/CPU)`,
        );
        const main = m('faultsMain');
        const rest = m('faultsRest');
        console.log(
          `  page faults from the navigation to the end: the page's main thread ${main} ` +
            `(≈ ${((main * faultCost) / 1000).toFixed(0)} ms at this host's cost), the rest of Chromium ${rest} ` +
            `(≈ ${((rest * faultCost) / 1000).toFixed(0)} ms)`,
        );
        const sampleRun = results[Math.floor(results.length / 2)];
        console.log(
          '  page faults by process and thread (one run): ' +
            sampleRun.faultsByThread
              .slice(0, 12)
              .map(([kind, n]) => `${kind} ${n}`)
              .join(' · '),
        );
        if (values.fonts) {
          const f = (key) => median(results.map((r) => r.fonts[key]));
          console.log(
            `  fonts in layouts after FCP: ${f('lookups')} system font lookups (${f('lookupMs').toFixed(1)} ms), ` +
              `${f('fallbacks')} fallbacks per character, ${f('facesAskedByLayout')} web font faces asked for by a layout`,
          );
        }
        const sample = results[Math.floor(results.length / 2)];
        console.log(
          '  self time by kind (one run): ' +
            Object.entries(sample.breakdown)
              .slice(0, 16)
              .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
              .join(' · '),
        );
        if (values.profile) {
          const profiled = await traceOnce(browser, url, false, true);
          console.log('  self time after FCP (one profiled run):');
          for (const line of profiled.profile.self) console.log(`   ${line}`);
          console.log('  inclusive time after FCP:');
          for (const line of profiled.profile.total) console.log(`   ${line}`);
          console.log('  the longest tasks of that run, with the functions that ran longest in them:');
          for (const task of profiled.profile.tasks) {
            console.log(
              `   @${task.at} ms  ${task.ms} ms${task.layout ? ' (layout, 2×)' : ''}  [${task.contents.join(', ')}] ${task.functions.join(' | ')}`,
            );
          }
        }
        if (values.tasks) {
          for (const task of sample.tasks) {
            const contents = task.contents.map(
              (c) => `${c.name}${c.where ? ` ${c.where}` : ''} ${c.ms.toFixed(0)}`,
            );
            console.log(
              `   @${task.at} ms  ${task.ms} ms (CPU ${task.cpuMs})${task.layout ? ' (layout, 2×)' : ''}  ${contents.join(' | ')}`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stop();
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(all, null, 2));
}

if (isMain(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
