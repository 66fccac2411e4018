declare const __MUDSTACK_RELEASE__: string | undefined;

/** The release of the web app (its package version), set by the build; "dev" where no build set it (tests). */
export const MUDSTACK_RELEASE: string = typeof __MUDSTACK_RELEASE__ === 'string' ? __MUDSTACK_RELEASE__ : 'dev';
