import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * What the first load of the player site runs, for the build's plugins (deferred-entry, compile-hints).
 * The landing pages are router.tsx's `landing: true` pages; a test checks that the two lists agree.
 */
const page = (name: string) => new RegExp(`/src/app/routes/${name}\\.tsx$`);
const home = page('home');
const listing = page('listing');
const category = page('category');

export const LANDING_PAGES: Readonly<Record<string, RegExp>> = {
  '/': home,
  '/index': home,
  '/index.html': home,
  '/home': home,
  '/rng': listing,
  '/fish': listing,
  '/live': listing,
  '/pvp': listing,
  '/sports': category,
  '/esports': category,
  '/lott': category,
  '/elott': category,
  '/promotions': page('promotions'),
  '/lottery': page('lottery'),
};

/** The banner strip, which the shell loads on a page with banners (app-layout.tsx). */
export const BANNER_STRIP = /\/src\/features\/banners\/banner-strip\.tsx$/;

/**
 * Modules the entry imports dynamically at start (main.tsx evaluates the app in a task of its own):
 * the loader fetches them, and what they import, together with the entry's own.
 */
export const STARTED_WITH_ENTRY = [/\/src\/app\/mount\.tsx$/];

/**
 * The landing pages without a banner strip (the rest have one: ROUTE_BANNER_GROUPS of the contract,
 * which the build's config cannot import; first-load.test.ts checks the two agree).
 */
export const WITHOUT_BANNER_STRIP: readonly string[] = ['/lottery'];

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** Whether `chunk` holds a module matching `pattern` (as its facade or as one of a group's modules). */
export function holds(chunk: OutputChunk, pattern: RegExp): boolean {
  return pattern.test(chunk.facadeModuleId ?? '') || (chunk.moduleIds ?? []).some((id) => pattern.test(id));
}

/** The chunk that holds the module matching `pattern`. */
export function chunkOf(bundle: OutputBundle, pattern: RegExp): OutputChunk | undefined {
  return chunksOf(bundle).find((chunk) => holds(chunk, pattern));
}

/** Adds to `into` the file names of everything `chunk` imports statically, transitively. */
function collectStaticImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>): void {
  for (const name of chunk.imports) {
    if (into.has(name)) continue;
    into.add(name);
    const next = bundle[name];
    if (next?.type === 'chunk') collectStaticImports(bundle, next, into);
  }
}

/** `chunk`'s own file and everything it imports statically. */
export function withStaticImports(bundle: OutputBundle, chunk: OutputChunk): Set<string> {
  const files = new Set([chunk.fileName]);
  collectStaticImports(bundle, chunk, files);
  return files;
}

/** The files the app's start runs: `entry`, what it imports, and the STARTED_WITH_ENTRY modules'. */
export function startFiles(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const files = withStaticImports(bundle, entry);
  for (const chunk of chunksOf(bundle)) {
    if (STARTED_WITH_ENTRY.some((pattern) => holds(chunk, pattern))) {
      for (const file of withStaticImports(bundle, chunk)) files.add(file);
    }
  }
  return files;
}
