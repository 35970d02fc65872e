import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The back office is its own entry (ops.html, src/ops): nothing of it may reach the player site's
 * chunks, which would grow the player's load and ship operator calls to every visitor. Walks, as the
 * server sends them, every chunk the player site can ever load (the entry, its static and dynamic
 * imports, transitively) and every chunk of the console, and checks what the player side holds.
 */
const CHUNK_REF = /(?:\.\/|\/assets\/|assets\/)([\w.-]+\.js)/g;
/** A text only the console's catalogue has (src/ops/texts/en.ts). */
const CONSOLE_MARKER = 'Operators only. Every action is recorded.';
/** How an operator call's route looks in a built chunk (contract call-routes). */
const OPERATOR_ROUTE = /auth:\s*["']operator["']/;

async function chunkGraph(request: APIRequestContext, pagePath: string) {
  const html = await (await request.get(pagePath, { headers: { Accept: 'text/html' } })).text();
  const pending = [...html.matchAll(CHUNK_REF)].map((m) => m[1]!);
  const chunks = new Map<string, string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (chunks.has(name)) continue;
    const response = await request.get(`/assets/${name}`);
    expect(response.status(), name).toBe(200);
    const code = await response.text();
    chunks.set(name, code);
    for (const m of code.matchAll(CHUNK_REF)) if (!chunks.has(m[1]!)) pending.push(m[1]!);
  }
  return chunks;
}

test('the player site never loads back-office code or an operator call', async ({ request }) => {
  const player = await chunkGraph(request, '/');
  const console = await chunkGraph(request, '/ops/console/');
  // The walk found real graphs: the player's lazy pages, the console's own entry.
  expect(player.size).toBeGreaterThan(40);
  const consoleOnly = [...console.keys()].filter((name) => !player.has(name));
  expect(consoleOnly.length).toBeGreaterThan(0);
  expect([...console.values()].some((code) => code.includes(CONSOLE_MARKER))).toBe(true);

  const offending = [...player].filter(
    ([, code]) => code.includes(CONSOLE_MARKER) || OPERATOR_ROUTE.test(code),
  );
  expect(offending.map(([name]) => name)).toEqual([]);
});
