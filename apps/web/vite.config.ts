import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { catalogueParts } from './vite-plugins/catalogue-parts';
import { compileHints } from './vite-plugins/compile-hints';
import { deferredEntry } from './vite-plugins/deferred-entry';
import { firstLoadGroups } from './vite-plugins/first-load-chunks';
import { fontSubsets } from './vite-plugins/font-subsets';
import { radixLayerEffects } from './vite-plugins/radix-layer-effects';

// The API server of `npm run dev -w @jade/server`; the site's calls go through the dev proxy so that
// the browser sees one origin, as it does in production where the server also serves the site.
const API_TARGET = process.env.JADE_API ?? 'http://localhost:8080';
// The operator API (`/ops/…`) too, but not the back office's own pages under /ops/console.
const proxied = ['/wps', '/lgw', '/img', '/docs', '/vendor-sim', '^/ops/(?!console)'];

/** In development, the back office's pages are ops.html (the server does the same in production). */
function consolePages(): Plugin {
  return {
    name: 'jade-console-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/ops\/console(\/|$|\?)/.test(request.url)) request.url = '/ops.html';
        next();
      });
    },
  };
}

/**
 * Writes `.br` (brotli quality 11) and `.gz` (level 9) beside every text file of the build. The server
 * holds them in memory and sends them as they are (`platform/static/built-files.ts`): smaller than
 * its on-the-fly brotli at quality 4, and no compression work per request (docs/performance.md "Home
 * page weight").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return {
    name: 'jade-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// The site renders with Preact's React-compatible layer: the same components and libraries, a tenth of
// React DOM's weight on the first load (docs/decisions.md P1). Types still come from @types/react.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// React Router 7 lists only its development build in its package exports, so bundlers take it for
// production too (remix-run/react-router#14102): its warnings and checks on every navigation. The
// production build beside it is the same API without them.
const reactRouterBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const reactRouter = { find: /^react-router$/, replacement: reactRouterBuild };

// Radix's Presence reads a dialog's computed style the moment it mounts, a forced style pass of the
// whole page in the task that opens it; ours reads it only on close (ui/presence.tsx, decision P8).
const presence = {
  find: /^@radix-ui\/react-presence$/,
  replacement: path.resolve(import.meta.dirname, 'src/ui/presence.tsx'),
};

// react-remove-scroll injects a stylesheet with a :root custom property when a lock starts, which
// restyles the whole page; ours sets one attribute on <html> (ui/remove-scroll.tsx, decision P10).
const removeScroll = {
  find: /^react-remove-scroll$/,
  replacement: path.resolve(import.meta.dirname, 'src/ui/remove-scroll.tsx'),
};

const chunks = firstLoadGroups(10);

export default defineConfig({
  plugins: [
    chunks.plugin,
    consolePages(),
    radixLayerEffects(),
    fontSubsets(),
    react(),
    tailwindcss(),
    catalogueParts(),
    deferredEntry(),
    compileHints(),
    precompress(),
  ],
  resolve: { alias: [...preactCompat, presence, removeScroll, reactRouter] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    // Every browser the site supports knows modulepreload (and one that does not still loads the
    // modules through their imports): no polyfill chunk on the first load.
    modulePreload: { polyfill: false },
    // Each language catalogue, page and dialog is its own lazy chunk. React and the router, which every
    // page needs and which change only on upgrades, get their own long-cached chunks that the browser
    // fetches in parallel with the app's code.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Two pages: the player site, and the back office at /ops/console (src/ops), whose code is
      // never part of the player's chunks (e2e/tests/ops/bundle-split.spec.ts checks it).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        ops: path.resolve(import.meta.dirname, 'ops.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // The rest of the first load by when it runs (vite-plugins/first-load-chunks.ts).
            ...chunks.groups,
          ],
        },
      },
    },
  },
});
