// deploy/nginx/jade.conf run for real in front of the bench instances, as an alternative to proxy.ts
// (scale-out.ts --nginx <binary>): the same `Proxy` API. The server block is the file's own; only the
// upstream's server lines (the instances' ports) and the listen address are replaced. nginx runs in
// the foreground as our child with its files in a temporary folder; the stats come from its access log.
// nginx need not be installed: `apt-get download nginx && dpkg -x nginx_*.deb root` gives a binary.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './instances';
import type { Proxy, ProxyStats, UpstreamLike } from './proxy';

const siteConfig = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/nginx/jade.conf',
);
const SERVER_LINE = /^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm;

function runOnce(binary: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Counts from the access log: requests, those sent to a second instance, nginx's own 502/504s. */
function statsFromLog(accessLog: string): ProxyStats {
  const lines = existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : [];
  const perUpstream = new Map<string, { requests: number; failures: number }>();
  let retries = 0;
  let proxyErrors = 0;
  for (const line of lines) {
    const [status, addresses = '', upstreamStatuses = ''] = line.split('|');
    const tried = addresses.split(', ');
    const answers = upstreamStatuses.split(', ');
    if (tried.length > 1) retries++;
    // Jade never answers 502/504 itself: these are nginx's, after the instances it tried failed.
    if (status === '502' || status === '504') proxyErrors++;
    tried.forEach((address, i) => {
      const entry = perUpstream.get(address) ?? { requests: 0, failures: 0 };
      entry.requests++;
      if (answers[i] === '502' || answers[i] === '504') entry.failures++;
      perUpstream.set(address, entry);
    });
  }
  return {
    requests: lines.length,
    retries,
    proxyErrors,
    upstreams: [...perUpstream].map(([address, entry]) => ({
      baseUrl: `http://${address}`,
      ...entry,
      down: false,
    })),
  };
}

export async function startNginx(binary: string, upstreams: UpstreamLike[]): Promise<Proxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jade-nginx-'));
  await mkdir(path.join(dir, 'tmp'));
  const port = await freePort();
  const site = await readFile(siteConfig, 'utf8');
  if ((site.match(SERVER_LINE) ?? []).length === 0)
    throw new Error(`no upstream server lines in ${siteConfig}`);
  const conf = path.join(dir, 'nginx.conf');
  const access = path.join(dir, 'access.log');
  const write = async (list: UpstreamLike[]) => {
    const servers = list
      .map((u) => new URL(typeof u === 'string' ? u : u.baseUrl))
      .map((url) => `    server 127.0.0.1:${url.port} max_fails=1 fail_timeout=5s;\n`)
      .join('');
    let first = true;
    const body = site
      .replace(SERVER_LINE, () => (first ? ((first = false), servers) : ''))
      .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
    const tmp = path.join(dir, 'tmp');
    await writeFile(
      conf,
      [
        'daemon off;',
        // As root the workers would switch to `nobody`, who cannot use our folder.
        process.getuid?.() === 0 ? 'user root root;' : '',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 4096; }',
        'http {',
        `  log_format up '$status|$upstream_addr|$upstream_status';`,
        `  access_log ${access} up;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${tmp};`),
        body,
        '}',
        '',
      ].join('\n'),
    );
  };
  await write(upstreams);
  const check = await runOnce(binary, ['-t', '-p', dir, '-c', conf]);
  if (check.code !== 0) throw new Error(`nginx -t failed:\n${check.output}`);
  const child = spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${baseUrl}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 50) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    pid: child.pid,
    baseUrl,
    setUpstreams(list) {
      // Graceful reload: new workers take the new upstreams, old ones finish their requests.
      void write(list).then(() => runOnce(binary, ['-s', 'reload', '-p', dir, '-c', conf]));
    },
    stats: () => statsFromLog(access),
    async close() {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
