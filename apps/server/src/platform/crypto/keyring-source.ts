import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSecretKey, parseSecretKeyring, type SecretKeyring } from './secret-box';

export const SECRET_KEY_FILE = 'secret-keys';

/**
 * The keyring of secrets at rest: SECRET_KEYS when set (required in production, and wherever several
 * instances share a database); otherwise a key file in the data folder, made on the first start, so
 * `npm start` needs no set-up. The file is readable by its owner only.
 */
export async function loadSecretKeyring(options: {
  secretKeys: string | undefined;
  dataDir: string;
  production: boolean;
}): Promise<{ keyring: SecretKeyring; source: 'environment' | 'file' }> {
  if (options.secretKeys) return { keyring: parseSecretKeyring(options.secretKeys), source: 'environment' };
  if (options.production) throw new Error('SECRET_KEYS must be set when NODE_ENV=production');
  const file = path.join(options.dataDir, SECRET_KEY_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(options.dataDir, { recursive: true });
    text = `${generateSecretKey('k1')}\n`;
    // 'wx': two instances starting at once do not overwrite each other's key.
    await writeFile(file, text, { mode: 0o600, flag: 'wx' }).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
      text = await readFile(file, 'utf8');
    });
    await chmod(file, 0o600);
  }
  return { keyring: parseSecretKeyring(text.trim()), source: 'file' };
}
