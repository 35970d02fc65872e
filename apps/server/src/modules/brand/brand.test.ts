import { flattenWhitelabel } from '@jade/contract/module-ids';
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath, encryptCustomerServicePath } from './customer-service-path';
import { buildModuleTree } from './module-tree';
import { merchantForHost, normaliseHost } from './service';
import type { MerchantRow } from './repository';

describe('buildModuleTree', () => {
  it('nests children under parents in row order; an orphan becomes a root', () => {
    const tree = buildModuleTree([
      { modId: 'REG3', parentModId: null, enabled: true },
      { modId: 'USERNAMEREG3', parentModId: 'REG3', enabled: true },
      { modId: 'MOBILENUMREG3', parentModId: 'REG3', enabled: false },
      { modId: 'COMM3', parentModId: null, enabled: true },
      { modId: 'LOST3', parentModId: 'MISSING3', enabled: true },
    ]);
    expect(tree.map((n) => n.modId)).toEqual(['REG3', 'COMM3', 'LOST3']);
    expect(tree[0]!.childrenNodes).toEqual([
      { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
    ]);
  });

  it('a child counts as off when its parent is off', () => {
    const tree = buildModuleTree([
      { modId: 'REG3', parentModId: null, enabled: false },
      { modId: 'USERNAMEREG3', parentModId: 'REG3', enabled: true },
    ]);
    expect(flattenWhitelabel(tree)).toEqual({ REG3: false, USERNAMEREG3: false });
  });
});

describe('host matching', () => {
  const merchants = [
    { code: 'jade_ph', domains: ['ph.jade.local'] },
    { code: 'jade_bd', domains: ['bd.jade.local', 'Jade-BD.example'] },
  ] as MerchantRow[];
  it('ignores case, port and a leading www.', () => {
    expect(normaliseHost('WWW.Jade-BD.example:8443')).toBe('jade-bd.example');
    expect(merchantForHost(merchants, 'www.jade-bd.example:443')?.code).toBe('jade_bd');
    expect(merchantForHost(merchants, 'ph.jade.local')?.code).toBe('jade_ph');
    expect(merchantForHost(merchants, 'other.example')).toBeUndefined();
  });
});

describe('customer-service path', () => {
  it('round-trips, with the key in the last 8 characters', () => {
    const path = encryptCustomerServicePath('https://support.example.com/jade?x=1', 'Ab3dEf7h');
    expect(path.endsWith('Ab3dEf7h')).toBe(true);
    expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptCustomerServicePath(path)).toBe('https://support.example.com/jade?x=1');
    // Tamper with one ciphertext character, always to a different one (a fixed replacement would
    // sometimes equal the random original), and in the middle: the last base64url character may carry
    // only padding bits, so changing it need not change the bytes.
    const at = 20;
    const tampered = `${path.slice(0, at)}${path[at] === 'x' ? 'y' : 'x'}${path.slice(at + 1)}`;
    expect(() => decryptCustomerServicePath(tampered)).toThrow();
  });

  it('decrypts with WebCrypto the way a browser does', async () => {
    const path = encryptCustomerServicePath('https://support.example.com/jade');
    const suffix = path.slice(-8);
    const data = Buffer.from(path.slice(0, -8), 'base64url');
    const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(suffix));
    const key = await webcrypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
    const plain = await webcrypto.subtle.decrypt(
      { name: 'AES-GCM', iv: data.subarray(0, 12) },
      key,
      data.subarray(12),
    );
    expect(new TextDecoder().decode(plain)).toBe('https://support.example.com/jade');
  });
});
