import { availableParallelism } from 'node:os';

/**
 * argon2 (@node-rs/argon2) and WebCrypto's RSA run on libuv's thread pool, which also serves file and
 * DNS work. libuv reads UV_THREADPOOL_SIZE once, when the pool is first used, so this module is
 * imported first by main.ts. Default: twice the cores, at least 4 (docs/performance.md).
 */
export const THREADPOOL_SIZE = Number(
  (process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism() * 2))),
);
