#!/usr/bin/env node
// Translation work list for the catalogues beyond English.
//
//   node scripts/i18n-missing.mjs report
//   node scripts/i18n-missing.mjs export <CODE> <dir> [--size 170]
//       writes <dir>/part-01.json … : { key: englishText } of the texts CODE lacks
//   node scripts/i18n-missing.mjs import <CODE> <file.json>…
//       merges { key: translation } into the catalogue after checking every entry
//
// Import refuses the whole file when one entry is wrong (unknown key, empty text, placeholders that
// differ from English, markup English does not have), so a catalogue never holds half a batch. It
// writes in English key order under an exclusive lock file, so several translators can merge at once.
import { mkdirSync, openSync, closeSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const localesDir = new URL('../packages/i18n/locales/', import.meta.url);
const catalogueUrl = (code) => new URL(`${code.toLowerCase()}.json`, localesDir);
const load = (code) => JSON.parse(readFileSync(catalogueUrl(code), 'utf8'));
const english = load('EN');

const placeholders = (text) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort().join();
const tags = (text) => (text.match(/<\/?[a-z][^>]*>/gi) ?? []).length;

function missing(code) {
  const catalogue = load(code);
  return Object.keys(english).filter((key) => (catalogue[key] ?? '').trim() === '');
}

function problems(entries) {
  const found = [];
  for (const [key, text] of Object.entries(entries)) {
    if (!(key in english)) found.push(`${key}: not an English key`);
    else if (typeof text !== 'string' || text.trim() === '') found.push(`${key}: empty`);
    else if (placeholders(text) !== placeholders(english[key]))
      found.push(
        `${key}: placeholders ${placeholders(text) || 'none'} ≠ ${placeholders(english[key]) || 'none'}`,
      );
    else if (tags(text) !== tags(english[key])) found.push(`${key}: markup differs from English`);
  }
  return found;
}

async function withLock(fn) {
  const lock = new URL('.import.lock', localesDir);
  for (let tries = 0; ; tries++) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || tries > 600) throw error;
      await sleep(100);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

const [command, code, ...rest] = process.argv.slice(2);

if (command === 'report') {
  for (const file of readFileSync(
    new URL('../packages/contract/src/languages.ts', import.meta.url),
    'utf8',
  ).matchAll(/code: '([A-Z]{2})'/g)) {
    console.log(`${file[1]} missing ${missing(file[1]).length} of ${Object.keys(english).length}`);
  }
} else if (command === 'export' && code && rest[0]) {
  const dir = rest[0];
  const sizeAt = rest.indexOf('--size');
  const size = sizeAt > 0 ? Number(rest[sizeAt + 1]) : 170;
  mkdirSync(dir, { recursive: true });
  const keys = missing(code);
  for (let i = 0; i * size < keys.length; i++) {
    const part = Object.fromEntries(keys.slice(i * size, (i + 1) * size).map((key) => [key, english[key]]));
    writeFileSync(
      join(dir, `part-${String(i + 1).padStart(2, '0')}.json`),
      `${JSON.stringify(part, null, 2)}\n`,
    );
  }
  console.log(
    `${code}: ${keys.length} texts to translate in ${Math.ceil(keys.length / size)} parts under ${dir}`,
  );
} else if (command === 'import' && code && rest.length > 0) {
  const batches = rest.map((file) => [file, JSON.parse(readFileSync(file, 'utf8'))]);
  const refused = batches.flatMap(([file, entries]) => problems(entries).map((p) => `${file}: ${p}`));
  if (refused.length > 0) {
    console.error(`Nothing imported; fix these entries:\n${refused.join('\n')}`);
    process.exit(1);
  }
  await withLock(() => {
    const catalogue = load(code);
    for (const [, entries] of batches) Object.assign(catalogue, entries);
    const ordered = Object.fromEntries(
      Object.keys(english)
        .filter((k) => k in catalogue)
        .map((k) => [k, catalogue[k]]),
    );
    const target = catalogueUrl(code);
    const temporary = new URL(`${code.toLowerCase()}.json.tmp`, localesDir);
    writeFileSync(temporary, `${JSON.stringify(ordered, null, 2)}\n`);
    renameSync(temporary, target);
  });
  console.log(`${code}: imported; ${missing(code).length} texts still missing`);
} else {
  console.error('usage: i18n-missing.mjs report | export <CODE> <dir> [--size N] | import <CODE> <file>…');
  process.exit(2);
}
