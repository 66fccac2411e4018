import type { FastifyInstance } from 'fastify';
import { metadataRoutes } from './metadata.routes';
import { projectRoutes } from './projects.routes';
import { collectUnusedFiles } from './uploads';

/** How often the store of uploaded files is swept for files no upload refers to (the first sweep a minute after start). */
const COLLECT_EVERY_MS = 6 * 60 * 60 * 1000;

/** The projects feature's routes: projects and their metadata (registered in app.ts); and the file store's sweep. */
export async function projectsRoutes(app: FastifyInstance) {
  await app.register(projectRoutes);
  await app.register(metadataRoutes);
  const files = app.deps.files;
  if (!files) return;
  const sweep = () =>
    void collectUnusedFiles(app.deps.db, files).then(
      ({ deleted }) => deleted > 0 && app.log.info({ deleted, store: files.description }, 'file store: unused files collected'),
      (err: unknown) => app.log.warn({ err }, 'file store: the sweep failed'),
    );
  const first = setTimeout(sweep, 60_000).unref();
  const every = setInterval(sweep, COLLECT_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
