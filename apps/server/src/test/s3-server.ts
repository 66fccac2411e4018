import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../lib/file-store';

/** s3rver's fixed credentials: the SDK reads them from the environment, as it would real ones. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * An S3-compatible server from npm (s3rver) on a free port, with one bucket, for the file-store tests: the same
 * calls a real bucket takes, over HTTP, signed. Sets the SDK's credentials in the environment while it runs.
 */
export async function startS3Server(bucket = 'mudstack-test') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'mudstack-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  await server.run();
  const saved = Object.fromEntries(Object.keys(CREDENTIALS).map((k) => [k, process.env[k]]));
  Object.assign(process.env, CREDENTIALS);
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3StoreOptions = { bucket, prefix: 'mudstack/', region: 'us-east-1', endpoint, forcePathStyle: true };
  return {
    endpoint,
    bucket,
    options,
    /** The environment of an app that keeps its files in this bucket. */
    env: { FILE_STORE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_PREFIX: 'mudstack/' },
    async close() {
      await server.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
