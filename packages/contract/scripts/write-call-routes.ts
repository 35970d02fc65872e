// Writes src/call-routes.ts from the calls (npm run call-routes -w @jade/contract).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderCallRoutes } from '../src/call-index';

const file = fileURLToPath(new URL('../src/call-routes.ts', import.meta.url));
writeFileSync(file, renderCallRoutes());
console.log(`wrote ${file}`);
