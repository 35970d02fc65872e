import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { BANNER_STRIP, LANDING_PAGES, STARTED_WITH_ENTRY, WITHOUT_BANNER_STRIP } from './first-load';

/*
 * Fewer, larger chunks on the first load (decision P19).
 *
 * Left to itself, the bundler cuts the code a landing page runs into a chunk per set of lazy importers:
 * about thirty files of 1–10 KB for the home page. Each file is a request, a response the renderer's
 * main thread handles and a module it compiles and links; on a slow phone that work, not the bytes,
 * was most of the blocking time. This groups the same code by when it runs:
 *
 * - `start`: what the entry (main.tsx) imports statically: it sends the start-up calls;
 * - `app`: what the app's start (app/mount.tsx) imports statically beyond that, evaluated a task later;
 * - `page-<name>`: what one landing page (its route module, and the banner strip for pages with one)
 *   imports and no other landing page does;
 * - `pages`: what two or more landing pages share;
 * - `shared-start`, `shared`: the part of `start` and of the rest that the back office runs too.
 *
 * Code no landing page imports keeps the bundler's own chunks. Preact and the router keep their own
 * groups (vite.config.ts), which change only on upgrades.
 */

type ChunkName = (moduleId: string, ctx: ChunkingContext) => string | null;

/**
 * The plugin that lists the build's modules, and the groups for `output.codeSplitting.groups`. A
 * group takes the static imports of what it captures along; so the groups go from the most shared
 * to the least, each taking only what the ones before left.
 */
export function firstLoadGroups(priority: number): {
  plugin: Plugin;
  groups: { name: ChunkName; priority: number }[];
} {
  let ids: string[] = [];
  let groups: Map<string, string> | null = null;
  const lookup = (moduleId: string, ctx: ChunkingContext) => {
    groups ??= groupModules(ctx, ids);
    return groups.get(moduleId) ?? null;
  };
  const only =
    (accept: (name: string) => boolean): ChunkName =>
    (moduleId, ctx) => {
      const name = lookup(moduleId, ctx);
      return name && accept(name) ? name : null;
    };
  const order = ['shared-start', 'shared', 'start', 'app', 'pages'];
  return {
    // The chunking callback sees one module at a time; the module list comes from the build's end.
    plugin: {
      name: 'jade-first-load-chunks',
      apply: 'build',
      buildEnd() {
        ids = [...this.getModuleIds()];
        groups = null;
      },
    },
    groups: [
      ...order.map((group, index) => ({ name: only((name) => name === group), priority: priority - index })),
      { name: only((name) => name.startsWith('page-')), priority: priority - order.length },
    ],
  };
}

function groupModules(ctx: ChunkingContext, ids: readonly string[]): Map<string, string> {
  const find = (pattern: RegExp) => ids.find((id) => pattern.test(id));
  const entry = find(/\/src\/main\.tsx$/);
  const groups = new Map<string, string>();
  if (!entry) return groups;

  // What the back office also runs goes into `shared` chunks, which ops.html loads too: the bundler
  // would otherwise merge it into a player chunk and have the back office run the player's app. The
  // entry's part of it is a chunk of its own, so that the app's part is evaluated a task later.
  const ops = find(/\/src\/ops\/main\.tsx$/);
  const opsModules = ops ? anyClosure(ctx, [ops]) : new Set<string>();
  const assign = (id: string, name: string) => {
    if (groups.has(id)) return;
    const shared = name === 'start' ? 'shared-start' : 'shared';
    groups.set(id, opsModules.has(id) ? shared : name);
  };

  const entryModules = staticClosure(ctx, [entry]);
  entryModules.delete(entry);
  for (const id of entryModules) assign(id, 'start');
  const started = STARTED_WITH_ENTRY.map(find).filter((id): id is string => Boolean(id));
  for (const id of staticClosure(ctx, started)) assign(id, 'app');

  // Which landing pages reach each module that the start does not already load.
  const pages = new Map<string, Set<string>>();
  const strip = find(BANNER_STRIP);
  for (const pattern of new Set(Object.values(LANDING_PAGES))) {
    const route = find(pattern);
    if (!route) continue;
    const name = pageName(route);
    const withStrip = Object.entries(LANDING_PAGES).some(
      ([path, page]) => page === pattern && !WITHOUT_BANNER_STRIP.includes(path),
    );
    const roots = strip && withStrip ? [route, strip] : [route];
    for (const id of staticClosure(ctx, roots)) {
      if (groups.has(id) || id === entry) continue;
      if (!pages.has(id)) pages.set(id, new Set());
      pages.get(id)!.add(name);
    }
  }
  for (const [id, names] of pages) assign(id, names.size > 1 ? 'pages' : `page-${[...names][0]}`);
  return groups;
}

/** `app/routes/home.tsx` → `home`. */
function pageName(routeId: string): string {
  return routeId.replace(/^.*\/src\/app\/routes\//, '').replace(/\.tsx$/, '');
}

/** The modules `roots` import statically, transitively, with the roots themselves. */
function staticClosure(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  return closure(ctx, roots, false);
}

/** The same through dynamic imports too: all the code `roots` may ever run. */
function anyClosure(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  return closure(ctx, roots, true);
}

function closure(ctx: ChunkingContext, roots: readonly string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []));
    if (dynamic) stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}
