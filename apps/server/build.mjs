// Bundles the server and the operator CLI into dist/ with esbuild. npm packages stay external (they are
// installed beside the bundle); the @jade/* workspaces are TypeScript sources, so they are bundled.
// Migrations are not copied: the bundle finds apps/server/migrations by walking up to this package.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

/** Keeps bare imports external, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@jade/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), operator: path.join(root, 'src/operator/cli.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
});
