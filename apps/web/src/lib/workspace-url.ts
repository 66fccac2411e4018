// What a workspace URL (`/projects/:projectId?dr&mdr&config`) names. No imports: the early calls
// (lib/early-calls.ts) read it before the app's libraries have loaded.

/** A positive whole number from the URL (`dr`, `mdr`), else undefined. */
export const positiveInt = (v: string | null) => (v != null && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The graph configuration a page shows: the URL's `config`, else the user's default, else the built-in one (0). */
export function configIdFor(query: string | null, defaultConfigId: number | null | undefined): number {
  const fromQuery = query != null && /^\d+$/.test(query) ? Number(query) : null;
  return fromQuery ?? defaultConfigId ?? 0;
}

/** The project a workspace path shows (`/projects/12`), else null. */
export function workspaceProjectId(pathname: string): number | null {
  const match = /^\/projects\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
