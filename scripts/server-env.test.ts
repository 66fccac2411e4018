import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverEnv } from './server-env.mjs';

describe('serverEnv', () => {
  it('asks glibc for huge pages on Linux', () => {
    expect(serverEnv({ PORT: '3000' }, 'linux')).toEqual({ PORT: '3000', GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' });
  });

  it('adds to tunables the caller gives, and keeps a hugetlb setting the caller chose', () => {
    expect(serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, 'linux').GLIBC_TUNABLES).toBe('glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1');
    expect(serverEnv({ GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' }, 'linux').GLIBC_TUNABLES).toBe('glibc.malloc.hugetlb=0');
    expect(serverEnv({ GLIBC_TUNABLES: 'a.b=1:glibc.malloc.hugetlb=2' }, 'linux').GLIBC_TUNABLES).toBe('a.b=1:glibc.malloc.hugetlb=2');
  });

  it('leaves other systems alone and never changes the object it is given', () => {
    const env = { PORT: '3000' };
    expect(serverEnv(env, 'darwin')).toEqual({ PORT: '3000' });
    serverEnv(env, 'linux');
    expect(env).toEqual({ PORT: '3000' });
  });

  // The setting's effect, in a process started as the launchers start the server: 64 MB of fresh memory, first
  // touched, lands in transparent huge pages wherever the kernel offers them (madvise or always).
  it.runIf(process.platform === 'linux')('puts a large block in huge pages in a process started with it', () => {
    const mode = existsSync('/sys/kernel/mm/transparent_hugepage/enabled')
      ? /\[(\w+)\]/.exec(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'))?.[1]
      : 'never';
    const touch = `const b = Buffer.allocUnsafeSlow(64 << 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1;
      const kb = /AnonHugePages:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/smaps_rollup', 'utf8'))[1];
      console.log(kb);`;
    const hugeKb = (env: NodeJS.ProcessEnv) => Number(spawnSync(process.execPath, ['-e', touch], { env, encoding: 'utf8' }).stdout.trim());
    const plain = { ...process.env, GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' };
    const { GLIBC_TUNABLES: _, ...unset } = process.env;
    if (mode === 'never') {
      expect(hugeKb(serverEnv(unset, 'linux'))).toBe(0);
    } else {
      expect(hugeKb(serverEnv(unset, 'linux'))).toBeGreaterThanOrEqual(32 * 1024);
      if (mode === 'madvise') expect(hugeKb(plain)).toBe(0);
    }
  });
});
