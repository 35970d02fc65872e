import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import {
  BANNER_STRIP,
  chunkOf,
  LANDING_PAGES,
  startFiles,
  WITHOUT_BANNER_STRIP,
  withStaticImports,
} from './first-load';

/**
 * Starts the app's JavaScript once the first screen is drawn (decision H-homeperf-4).
 *
 * The built index.html would ask for the entry module and its ~30 static imports at once, beside the
 * first screen's banner. This plugin takes the entry's `<script type="module">` and `<link
 * rel="modulepreload">` tags out of the HTML and writes a small inline loader instead, which adds the
 * same tags once the browser reports the first screen's banner drawn (its largest-contentful-paint
 * entry), or the first contentful paint when the page has no banner, and at the latest after
 * `MAX_WAIT_MS`. The largest paint then competes with no script for the network or the main thread;
 * the modules still load in parallel with each other. The loader also asks for the landing page's own
 * code (per path), and inserts its tags a few per task (decision P16).
 */
const MAX_WAIT_MS = 1500;

/** Tags the loader inserts per task (see `insert` in the loader). */
const TAGS_PER_TASK = 4;

/** What the loader gets per language: the faces to load at once. */
export interface LanguageFonts {
  faces: string[];
  text: string;
}

/**
 * Faces to load with the modules when the page is in one of these languages (`<html lang>`, set from
 * the stored language before the first paint): the app's first render then lays its text out once, in
 * the right font, instead of again when the font arrives (a long layout of the whole page).
 *
 * The browser loads a face only when a layout first needs it, and that layout goes on with the
 * fallback fonts meanwhile, asking the system for each of them in turn (on Linux, about 220 font
 * lookups and 16 ms of the app's first layout on /rng), then lays the page out again when the face is
 * ready (decision P22). `faces` (CSS font shorthands) with `text` (a character of each subset the first
 * screen uses) are loaded through `document.fonts.load` when the loader starts, which fetches their
 * files. No `<link rel="preload">` for them: the faces' own requests did not take the preloads' answers
 * but went through the network stack a second time, four requests more on the main thread (P26).
 */
const LANGUAGE_FONTS: Record<string, LanguageFonts> = {
  my: {
    faces: ['400 1em "Noto Sans Myanmar"', '700 1em "Noto Sans Myanmar"'],
    text: '\u1000A',
  },
};

/**
 * The code of each landing page beyond the app's (its page chunk, the banner strip, what they import),
 * as lists shared by the paths that need the same: `lists[paths[path]]`.
 */
export interface PageModules {
  lists: string[][];
  paths: Record<string, number>;
}

/** The loader: plain ES5 so that it runs in every browser that reaches the page. */
export function loaderScript(
  entry: string,
  deps: readonly string[],
  fonts: Record<string, LanguageFonts> = {},
  pages: PageModules = { lists: [], paths: {} },
): string {
  return `(function (entry, deps, fonts, pages) {
  var started = false;
  var tags = [];
  function add(tag, props) {
    var el = document.createElement(tag);
    for (var key in props) el[key] = props[key];
    tags.push(el);
    return el;
  }
  // A few tags per task: each preload costs the main thread about a millisecond to start, so all of
  // them at once would be one long task. The entry script comes last, when its imports are all asked.
  function insert(from) {
    var batch = document.createDocumentFragment();
    for (var i = from; i < tags.length && i < from + ${TAGS_PER_TASK}; i++) batch.appendChild(tags[i]);
    document.head.appendChild(batch);
    if (i < tags.length) setTimeout(function () { insert(i); }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    // The page's faces first (see LANGUAGE_FONTS): their files are asked for before the modules'.
    var own = fonts[document.documentElement.lang];
    if (own && document.fonts) {
      for (var k = 0; k < own.faces.length; k++) document.fonts.load(own.faces[k], own.text).catch(function () {});
    }
    // The landing page's own code too: the router asks for it at start, and vite's loader would then
    // add these tags itself, one by one, inside the router's task.
    var index = pages.paths[location.pathname];
    var all = index === undefined ? deps : deps.concat(pages.lists[index]);
    for (var i = 0; i < all.length; i++) add('link', { rel: 'modulepreload', crossOrigin: '', href: all[i] });
    add('script', { type: 'module', crossOrigin: '', src: entry }).onerror = function () {
      var cover = document.getElementById('first-screen');
      if (cover) cover.remove();
      document.getElementById('root').textContent =
        'The site could not be loaded. Please check your connection and reload the page.';
    };
    insert(0);
  }
  // "Drawn" is what the browser reports: the banner's largest-contentful-paint entry, or the first
  // contentful paint without a banner. A frame callback is not enough: the frame it starts may be
  // presented much later. Browsers without these entries wait for the image and one frame.
  var image = document.querySelector('#first-screen img');
  var type = image ? 'largest-contentful-paint' : 'paint';
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  setTimeout(start, ${MAX_WAIT_MS});
  if (types.indexOf(type) >= 0) {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (image ? entries[i].element === image : entries[i].name === 'first-contentful-paint') {
          observer.disconnect();
          setTimeout(start, 0);
        }
      }
    }).observe({ type: type, buffered: true });
    // A banner that cannot load is never drawn.
    if (image) image.addEventListener('error', start);
  } else {
    var afterFrame = function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    };
    if (!image || image.complete) afterFrame();
    else {
      image.addEventListener('load', afterFrame);
      image.addEventListener('error', afterFrame);
    }
  }
})(${JSON.stringify(entry)}, ${JSON.stringify(deps)}, ${JSON.stringify(fonts)}, ${JSON.stringify(pages)});`;
}

/** Each landing page's own modules, beyond the entry's (`started`), as shared lists. */
export function pageModules(
  bundle: OutputBundle,
  started: ReadonlySet<string>,
  entryFile: string,
  base: string,
): PageModules {
  const lists: string[][] = [];
  const paths: Record<string, number> = {};
  const strip = chunkOf(bundle, BANNER_STRIP);
  for (const [path, pattern] of Object.entries(LANDING_PAGES)) {
    const page = chunkOf(bundle, pattern);
    if (!page) throw new Error(`jade-deferred-entry: no chunk for the landing page of ${path}`);
    const files = withStaticImports(bundle, page);
    if (strip && !WITHOUT_BANNER_STRIP.includes(path)) {
      for (const file of withStaticImports(bundle, strip)) files.add(file);
    }
    const own = [...files]
      .filter((file) => !started.has(file) && file !== entryFile && file.endsWith('.js'))
      .map((file) => `${base}${file}`);
    const key = JSON.stringify(own);
    let index = lists.findIndex((list) => JSON.stringify(list) === key);
    if (index < 0) index = lists.push(own) - 1;
    paths[path] = index;
  }
  return { lists, paths };
}

export function deferredEntry(): Plugin {
  let base = '/';
  return {
    name: 'jade-deferred-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The player site's page only: the back office (ops.html) loads its entry the plain way.
        if (ctx.path !== '/index.html') return html;
        const entry = ctx.chunk;
        if (!entry || !ctx.bundle) throw new Error('jade-deferred-entry: no entry chunk for index.html');
        const entryTag = new RegExp(
          `\\s*<script type="module" crossorigin src="${base}${entry.fileName}"></script>`,
        );
        if (!entryTag.test(html)) throw new Error('jade-deferred-entry: entry script tag not found');
        const files = startFiles(ctx.bundle, entry);
        files.delete(entry.fileName);
        const deps = [...files].map((name) => `${base}${name}`);
        const pages = pageModules(ctx.bundle, files, entry.fileName, base);
        const stripped = html
          .replace(entryTag, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        const loader = `<script>\n${loaderScript(`${base}${entry.fileName}`, deps, LANGUAGE_FONTS, pages)}\n</script>\n`;
        return stripped.replace('</body>', `${loader}</body>`);
      },
    },
  };
}
