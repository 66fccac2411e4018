// The environment the compiled server runs with, for every launcher (npm start, the tests' and benchmarks'
// servers, the container's ENV): the caller's, plus one memory setting on Linux.
//
// glibc's malloc backs the large blocks it maps (a file's upload buffer, parsed columns, the database's own work
// memory) with transparent huge pages when GLIBC_TUNABLES holds glibc.malloc.hugetlb=1: a page fault maps 2 MB
// instead of 4 KB. On the virtual machines Mudstack is built on, first touching 100 MB of fresh memory took
// 290-410 ms in 4 KB pages and 6-18 ms in huge ones, up to 215 ms when the kernel had no free 2 MB pages at hand
// (`npm run bench` prints both). The embedded PostgreSQL, started by the server, inherits the setting. glibc reads it once, when a process starts, so it is set by whoever
// starts the server; a value the caller already gives (glibc.malloc.hugetlb=0 to turn it off) is kept.

/** `env` with glibc.malloc.hugetlb=1 added to GLIBC_TUNABLES on Linux, unless it names hugetlb already. */
export function serverEnv(env = process.env, platform = process.platform) {
  const result = { ...env };
  if (platform !== 'linux') return result;
  const tunables = env.GLIBC_TUNABLES ?? '';
  if (/(^|:)glibc\.malloc\.hugetlb=/.test(tunables)) return result;
  result.GLIBC_TUNABLES = tunables ? `${tunables}:glibc.malloc.hugetlb=1` : 'glibc.malloc.hugetlb=1';
  return result;
}
