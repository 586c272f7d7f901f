// Built-in storage: files under DATA_DIR/uploads, with the content type kept beside each file.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
};

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, body, contentType) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, body);
      await fs.writeFile(`${target}.meta.json`, JSON.stringify({ contentType }));
    },
    async get(key) {
      try {
        const target = file(key);
        const [body, meta] = await Promise.all([fs.readFile(target), fs.readFile(`${target}.meta.json`, 'utf8')]);
        return { body: new Uint8Array(body), contentType: (JSON.parse(meta) as { contentType: string }).contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const target = file(key);
      await fs.rm(target, { force: true });
      await fs.rm(`${target}.meta.json`, { force: true });
    },
  };
}
