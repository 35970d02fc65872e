import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions
 * compiled eagerly, on the thread that streams the script in, instead of lazily on the main thread the
 * first time each is called. For the code of the first load almost every function runs at start (the
 * router, React, the shell, the landing pages), and each lazy compile was part of a long task: the
 * router's first call alone compiled its whole `createRouter` in the middle of the start-up
 * (docs/performance.md, "session 21"). Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Modules whose chunks, and what they import, the first load runs (besides the entry). */
const FIRST_LOAD_MODULES = [
  /\/src\/app\/mount\.tsx$/,
  /\/src\/app\/routes\/(home|listing|category|promotions|lottery)\.tsx$/,
  /\/src\/features\/banners\/banner-strip\.tsx$/,
];

function addWithImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<OutputChunk>): void {
  if (into.has(chunk)) return;
  into.add(chunk);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') addWithImports(bundle, next, into);
  }
}

/** The player site's chunks that the first load of a landing page evaluates. */
export function firstLoadChunks(bundle: OutputBundle): Set<OutputChunk> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const found = new Set<OutputChunk>();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    const entry = chunk.isEntry && chunk.name === 'index';
    if (entry || FIRST_LOAD_MODULES.some((pattern) => pattern.test(id))) addWithImports(bundle, chunk, found);
  }
  return found;
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
