import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, inlineScriptHashes, simulatorCsp, siteCspDirectives } from './security-headers';

describe('inline script hashes', () => {
  it('hashes the exact text of each inline script and skips external scripts and data blocks', () => {
    const theme = "\n  document.documentElement.dataset.theme = 'dark';\n";
    const html = `<head><script>${theme}</script><script type="module" src="/assets/a.js"></script>
<script type="application/json">{"a":1}</script></head><body><script>
start();
</script></body>`;
    const expected = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    expect(cspHash(theme)).toBe(expected);
    expect(inlineScriptHashes(html)).toEqual([expected, cspHash('\nstart();\n')]);
  });
});

describe('policies', () => {
  it('gives the site no inline script, eval or plug-in, and frames only itself and the configured origins', () => {
    const d = siteCspDirectives(
      {
        hsts: false,
        vendorOrigins: ['https://v.example'],
        gatewayOrigins: ['https://pay.example'],
        googleTag: false,
      },
      ["'sha256-x'"],
    );
    expect(d['script-src']).toEqual(["'self'", "'sha256-x'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'self'", 'https://v.example', 'https://pay.example']);
    expect(d['form-action']).toEqual(["'self'", 'https://pay.example']);
  });

  it('sandboxes a simulator page without allow-same-origin', () => {
    const csp = simulatorCsp({ scripts: ["'sha256-s'"], styles: ["'sha256-c'"], framedBySite: true });
    expect(csp).toContain("script-src 'sha256-s'");
    expect(csp).toContain('sandbox allow-scripts allow-forms');
    expect(csp).not.toContain('allow-same-origin');
    expect(simulatorCsp({ framedBySite: false })).toContain("script-src 'none'");
  });
});
