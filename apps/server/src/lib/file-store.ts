import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
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
  /** Every key kept, with when it was written (for collecting the files no upload refers to). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Removes `key` (nothing when it is not there). */
  delete(key: string): Promise<void>;
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
    async *list() {
      const folders = await readdir(dir).catch(() => [] as string[]);
      for (const folder of folders) {
        const files = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
        for (const key of files) {
          if (!KEY.test(key) || key.endsWith('.part')) continue;
          const info = await stat(path.join(dir, folder, key)).catch(() => null);
          if (info?.isFile()) yield { key, writtenAt: info.mtime };
        }
      }
    },
    delete: (key) => rm(where(key), { force: true }),
  };
}

export interface S3StoreOptions {
  bucket: string;
  /** Put before every key (`mudstack/`), so one bucket may hold other things. */
  prefix: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2...); AWS when absent. */
  endpoint?: string;
  /** Path-style addresses (`https://host/bucket/key`), which MinIO and most S3-compatible stores want. */
  forcePathStyle: boolean;
}

/** The AWS SDK, imported by the S3 store's first call: 6 MB of the server's heap and 0.1 s of its start otherwise. */
type S3Sdk = typeof import('@aws-sdk/client-s3');

const isStatus = ({ S3ServiceException }: S3Sdk, error: unknown, ...codes: number[]) =>
  error instanceof S3ServiceException && codes.includes(error.$metadata.httpStatusCode ?? 0);

/**
 * An S3-compatible bucket (docs/file-store.md). Credentials come from the SDK's default chain (environment,
 * shared config, instance role), never from Mudstack's own configuration or logs. S3 answers a PUT only once
 * the object is durably stored, the same promise as the folder's flush and rename. A key that exists is not
 * written again (If-None-Match; a store that ignores it writes the same bytes again, which is as harmless).
 */
export function s3Store(options: S3StoreOptions): FileStore {
  let connected: Promise<{ sdk: S3Sdk; s3: InstanceType<S3Sdk['S3Client']> }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((loaded) => ({
      sdk: loaded,
      s3: new loaded.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        // Checksums only where S3 requires them: S3-compatible stores do not all read the newer trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file-store key: ${key}`);
    return options.prefix + key;
  };
  return {
    description: `S3 bucket ${options.bucket}${options.prefix ? `, prefix ${options.prefix}` : ''}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, bytes) {
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: bytes, IfNoneMatch: '*' }));
      } catch (error) {
        // 412: the key is there already, and a key is a content address: the same bytes.
        if (!isStatus(sdk, error, 412)) throw error;
      }
    },
    async get(key) {
      const { sdk, s3 } = await connect();
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async *list() {
      const { sdk, s3 } = await connect();
      let token: string | undefined;
      do {
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: options.bucket, Prefix: options.prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(options.prefix.length) ?? '';
          if (KEY.test(key)) yield { key, writtenAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(key) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
