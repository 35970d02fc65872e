import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf } from './first-load';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions
 * compiled eagerly, on the thread that streams the script in, instead of lazily on the main thread the
 * first time each is called. Other browsers read it as a comment.
 *
 * Every chunk the player site can load carries it (decision P26). The site fetches a chunk when its
 * code is about to run: the first load's modules, the idle turns' (the catalogue's rest, the side bar,
 * the content popup and its sanitiser), a page on its route, a dialog when it opens; most of each
 * chunk's functions then run at once. With the hint on the first load's own chunks only, the idle
 * turns' chunks still compiled 40–80 ms of functions on the main thread during the first load
 * (docs/performance.md, "session 32"). The back office's own chunks are left as they are.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks reachable from the player site's entry, through static and dynamic imports. */
export function siteChunks(bundle: OutputBundle): Set<OutputChunk> {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry && chunk.name === 'index');
  const seen = new Set<OutputChunk>();
  const queue = entry ? [entry] : [];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return seen;
}

export function compileHints(): Plugin {
  return {
    name: 'jade-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of siteChunks(bundle)) {
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
