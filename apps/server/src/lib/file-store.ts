import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the original uploaded files are kept when they are not in the database: a folder
 * here, or an S3-compatible bucket (docs/file-store.md says how to write that one). Keys are content
 * addresses (the file's SHA-256 and encoding), so a key always names the same bytes: `put` of a key that
 * exists writes the same file again, and nothing is ever overwritten with other bytes.
 */
export interface FileStore {
  /** What the README and logs call it. */
  readonly description: string;
  /** Keeps `bytes` under `key`; resolves once they survive a crash (written, flushed, renamed into place). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes kept under `key`; rejects when there are none. */
  get(key: string): Promise<Buffer>;
}

const KEY = /^[a-z0-9][a-z0-9._-]{0,200}$/;

/**
 * A folder of files, two levels deep by the key's first characters (`ab/abcdef....zst`). Safe for several
 * server processes (a shared volume): each write goes to a temporary name, is flushed, then renamed into place,
 * so a reader sees the whole file or none, and a crash leaves at most a stray temporary file.
 */
export function fileSystemStore(dir: string): FileStore {
  const where = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file-store key: ${key}`);
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    description: `files in ${dir}`,
    async put(key, bytes) {
      const target = where(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      const handle = await open(temporary, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      // The rename itself survives a crash once the folder is flushed too.
      const folder = await open(path.dirname(target), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    },
    get: async (key) => readFile(where(key)),
  };
}
