import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @jade/server` writes a new SQL migration after a change to any tables.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/platform/*/tables.ts'],
  out: './migrations',
});
