import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildUrl, saveBlob } from '../../../lib/api-client';
import { useProject } from '../../../lib/api/projects';
import { DepthUnitProvider, useProjectDepthDisplay } from '../../../lib/depth-unit';
import { usePrintableReport } from '../api/printable-report';
import { PdfExportModal } from '../../../components/exports/PdfExportModal';
import { pdfQuery, readPrintableSearch, STILL_WORKING_MS, STILL_WORKING_TEXT } from '../../../lib/exports/pdf-options';
import classes from './PrintableExportPage.module.css';

/**
 * `/projects/:projectId/export-pdf?config&mdr&dr&snippets&xRange&hideFlags`: the printable report.
 * It shows the very PDF the server renders for these parameters (embedded), so screen, print and
 * download are one document.
 */
export function PrintableExportPage() {
  const projectId = Number(useParams().projectId);
  const [search, setSearch] = useSearchParams();
  const { wellName, options, page } = useMemo(() => readPrintableSearch(search), [search]);
  const query = useMemo(() => pdfQuery(options, page), [options, page]);
  const report = usePrintableReport(projectId, query, wellName);
  const project = useProject(projectId);
  // The options' depths in the project's unit, as its workspace gives them.
  const display = useProjectDepthDisplay(project.data?.latest_metadata);
  const [editing, setEditing] = useState(false);
  const [url, setUrl] = useState<string>();
  const [slow, setSlow] = useState(0);

  useEffect(() => {
    if (!report.data) return;
    const objectUrl = URL.createObjectURL(report.data.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [report.data]);

  useEffect(() => {
    if (!report.isPending) return;
    const timer = setInterval(() => setSlow((n) => n + 1), STILL_WORKING_MS);
    return () => clearInterval(timer);
  }, [report.isPending]);

  const back = buildUrl(`/projects/${projectId}`, { config: page.config || undefined, mdr: page.mdr, dr: page.dr });
  const print = () => {
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="printable-report"]');
    frame?.contentWindow?.print();
  };

  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <Group gap="xs">
          <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Back to project
          </Button>
          <Title order={4}>Printable export</Title>
          {options.xRange && (
            <Text size="sm" c="dimmed">
              (showing only {options.xRange[0]}ft. - {options.xRange[1]}ft.)
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconAdjustments size={16} />} onClick={() => setEditing(true)}>
            Options
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={print} disabled={!url}>
            Print
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            disabled={!report.data}
            onClick={() => report.data && saveBlob(report.data.blob, report.data.filename)}
          >
            Download PDF
          </Button>
        </Group>
      </header>
      {report.isPending && (
        <Center className={classes.body}>
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed" size="sm" data-testid="report-progress">
              {slow > 0 ? STILL_WORKING_TEXT : 'Preparing the report…'}
            </Text>
          </Stack>
        </Center>
      )}
      {report.isError && (
        <Center className={classes.body}>
          <Alert color="red" title="The report could not be made" maw={520}>
            {report.error.message}
          </Alert>
        </Center>
      )}
      {url && <iframe className={classes.frame} src={url} title="PDF report" data-testid="printable-report" />}
      <DepthUnitProvider value={display}>
        <PdfExportModal
          opened={editing}
          onClose={() => setEditing(false)}
          onSubmit={(next) => {
            setEditing(false);
            // The new choices become the page's URL; the report is made again for them.
            const params = buildUrl('', { ...pdfQuery(next, page), wellName: next.wellName || undefined });
            setSearch(new URLSearchParams(params.replace(/^\?/, '')));
          }}
          projectId={projectId}
          defaults={{ ...options, wellName: wellName || String(project.data?.latest_metadata.well ?? '') }}
          snippets={(project.data?.snippets ?? []).map((s) => ({ id: s.id, name: s.name }))}
          page={page}
          inProgress={report.isFetching}
          submitLabel="Apply"
          hidePrintableLink
        />
      </DepthUnitProvider>
    </div>
  );
}
