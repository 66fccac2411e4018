/** `env` with glibc.malloc.hugetlb=1 added to GLIBC_TUNABLES on Linux, unless it names hugetlb already. */
export function serverEnv(env?: NodeJS.ProcessEnv, platform?: NodeJS.Platform): NodeJS.ProcessEnv;
