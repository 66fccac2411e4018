import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// What the server's own thread loads: every full garbage collection walks its heap, and an upload asks for many
// (docs/decisions.md, "zxcvbn off the server's heap"). zxcvbn's dictionaries (29 MB) load on the password
// worker only, and the AWS SDK (6 MB) only once an S3 store is used. A process of its own: this test's process
// may have loaded either for other tests.
describe("the server's own heap", () => {
  it('holds neither zxcvbn nor, until an S3 store is used, the AWS SDK', async () => {
    const script = `
      import { registerHooks } from 'node:module';
      const asked = { zxcvbn: 0, aws: 0 };
      registerHooks({
        resolve(specifier, context, next) {
          if (specifier.startsWith('@zxcvbn-ts/')) asked.zxcvbn++;
          if (specifier.startsWith('@aws-sdk/')) asked.aws++;
          return next(specifier, context);
        },
      });
      await import(${JSON.stringify(new URL('./app.ts', import.meta.url).href)});
      const before = { ...asked };
      const { s3Store } = await import(${JSON.stringify(new URL('./lib/file-store.ts', import.meta.url).href)});
      const store = s3Store({ bucket: 'b', prefix: '', region: 'us-east-1', endpoint: 'http://127.0.0.1:9', forcePathStyle: true });
      await store.put('not a key', Buffer.alloc(1)).catch(() => undefined); // refused before any request is sent
      console.log(JSON.stringify({ before, after: asked }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 60_000 });
    const { before, after } = JSON.parse(stdout.trim().split('\n').pop()!) as Record<'before' | 'after', { zxcvbn: number; aws: number }>;
    expect(before).toEqual({ zxcvbn: 0, aws: 0 });
    expect(after.aws).toBeGreaterThan(0);
  }, 60_000);
});
