import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { saveBlob } from '../../lib/api-client';
import { createPdfExport, fetchPdfExport } from '../../lib/exports/create-pdf-export';
import { PdfExportModal } from './PdfExportModal';
import { IN_PROGRESS_TEXT, pdfQuery, STILL_WORKING_MS, STILL_WORKING_TEXT, type PageQuery, type PdfOptions } from '../../lib/exports/pdf-options';

export interface UsePdfExportArgs {
  projectId: number;
  projectName: string;
  /** The page's config, mdr and dr. */
  page: PageQuery;
  /** The project's snippets, offered in the modal. */
  snippets: { id: number; name: string }[];
  /** What the modal opens with; read at each opening (e.g. the visible depth window). */
  defaults: () => Partial<PdfOptions>;
}

export interface PdfExport {
  /** True from the request until the file is handed to the browser. */
  inProgress: boolean;
  /** The navbar's PDF icon: opens the options, or warns while a conversion runs. */
  open: () => void;
  /** Runs an export with these options (the modal calls it). */
  start: (options: PdfOptions) => Promise<void>;
  /** Mount this once in the page. */
  modal: ReactNode;
}

const NOTICE_ID = 'pdf-export-progress';

function info(message: string) {
  notifications.show({ id: NOTICE_ID, color: 'blue', message, autoClose: STILL_WORKING_MS - 300, withBorder: true });
}

/**
 * The workspace's PDF export: options modal, in-progress flag, "Still working..." every 5.5 s,
 * "Conversion in progress; please wait." on a second click, then the download `{projectName}.pdf`.
 */
export function usePdfExport(args: UsePdfExportArgs): PdfExport {
  const [opened, setOpened] = useState(false);
  const [inProgress, setInProgress] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const [defaults, setDefaults] = useState<PdfOptions>({ wellName: '', hideFlags: false, xRange: null, snippetIds: [] });
  const argsRef = useRef(args);
  argsRef.current = args;

  useEffect(() => () => clearInterval(timer.current), []);

  const open = useCallback(() => {
    if (running.current) {
      notifications.show({ id: `${NOTICE_ID}-busy`, color: 'yellow', message: IN_PROGRESS_TEXT, autoClose: STILL_WORKING_MS, withBorder: true });
      return;
    }
    setDefaults({ wellName: '', hideFlags: false, xRange: null, snippetIds: [], ...argsRef.current.defaults() });
    setOpened(true);
  }, []);

  const start = useCallback(async (options: PdfOptions) => {
    if (running.current) {
      notifications.show({ id: `${NOTICE_ID}-busy`, color: 'yellow', message: IN_PROGRESS_TEXT, autoClose: STILL_WORKING_MS, withBorder: true });
      return;
    }
    const { projectId, projectName, page } = argsRef.current;
    running.current = true;
    setInProgress(true);
    setOpened(false);
    timer.current = setInterval(() => info(STILL_WORKING_TEXT), STILL_WORKING_MS);
    try {
      const { uri } = await createPdfExport(projectId, pdfQuery(options, page), options.wellName);
      try {
        const { blob } = await fetchPdfExport(uri);
        saveBlob(blob, `${projectName}.pdf`);
      } catch (error) {
        // The spec: a retrieval failure after creation is logged only.
        console.error('PDF retrieval failed', error);
      }
    } catch (error) {
      console.error('PDF export failed', error);
    } finally {
      clearInterval(timer.current);
      notifications.hide(NOTICE_ID);
      running.current = false;
      setInProgress(false);
    }
  }, []);

  const modal = (
    <PdfExportModal
      opened={opened}
      onClose={() => setOpened(false)}
      onSubmit={(o) => void start(o)}
      projectId={args.projectId}
      defaults={defaults}
      snippets={args.snippets}
      page={args.page}
      inProgress={inProgress}
    />
  );
  return { inProgress, open, start, modal };
}
