import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BANNER_STRIP, chunksOf, holds, LANDING_PAGES, startFiles, withStaticImports } from './first-load';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions
 * compiled eagerly, on the thread that streams the script in, instead of lazily on the main thread the
 * first time each is called. For the code of the first load almost every function runs at start (the
 * router, React, the shell, the landing pages), and each lazy compile was part of a long task: the
 * router's first call alone compiled its whole `createRouter` in the middle of the start-up
 * (docs/performance.md, "session 21"). Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The player site's chunks that the first load of a landing page evaluates. */
export function firstLoadChunks(bundle: OutputBundle): Set<OutputChunk> {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry && chunk.name === 'index');
  const files = entry ? startFiles(bundle, entry) : new Set<string>();
  const pages = [...Object.values(LANDING_PAGES), BANNER_STRIP];
  for (const chunk of chunksOf(bundle)) {
    if (pages.some((pattern) => holds(chunk, pattern))) {
      for (const file of withStaticImports(bundle, chunk)) files.add(file);
    }
  }
  return new Set(chunksOf(bundle).filter((chunk) => files.has(chunk.fileName)));
}

export function compileHints(): Plugin {
  return {
    name: 'jade-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of firstLoadChunks(bundle)) {
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
