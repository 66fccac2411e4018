import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, SegmentedControl, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsDiff, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { CorrelationWellInfo } from '@mudstack/contracts';
import { flattenChoices, flattenOffsets, tieLines } from '@mudstack/core';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { DepthRange } from '../../../components/charts/types';
import { GoToDepthInput } from '../../../components/GoToDepthInput';
import { LoadFailed } from '../../../components/LoadFailed';
import { useGraphConfig } from '../../../lib/api/view-graph-config';
import { configIdFor } from '../../../lib/workspace-url';
import { DepthUnitProvider, FEET, depthDisplay, useDepthUnit, type DepthDisplay } from '../../../lib/depth-unit';
import { useCurrentUser } from '../../../lib/session';
import { useCorrelation } from '../api/get-correlation';
import { exportCorrelationPdf, type CorrelationPdfRequest } from '../api/export-correlation-pdf';
import { correlationGraphs, correlationSearch, enoughWells, readCorrelationView, shownWell, type CorrelationView } from '../model/correlation-view';
import { SharedScales } from '../model/shared-scales';
import { ComparePanel } from './ComparePanel';
import { TieLines } from './TieLines';
import { WellGroup } from './WellGroup';
import classes from './correlation.module.css';

const NO_FLATTEN = '';

/**
 * `/correlation?projects=1,2,3&flatten=&from=&to=&config=`: wells side by side, depth down, on one window; flattened
 * on a formation top when asked; one cursor across all of them; the wells compared over an interval.
 */
export function CorrelationPage() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => readCorrelationView(search), [search]);
  const entries = useCorrelation(view.ids);
  const user = useCurrentUser();
  const config = useGraphConfig(configIdFor(view.config === null ? null : String(view.config), user?.default_config_id));
  const setView = useCallback(
    (next: Partial<CorrelationView>) => setSearch(correlationSearch({ ...readCorrelationView(search), ...next }), { replace: true }),
    [search, setSearch],
  );

  if (!enoughWells(view.ids)) {
    return (
      <Center py={80}>
        <Stack align="center" gap="xs" maw={520}>
          <Title order={3}>Correlate wells</Title>
          <Text c="dimmed" ta="center">
            Tick two to eight projects in the projects list and press Correlate to see their gas logs side by side.
          </Text>
          <Anchor component={Link} to="/projects">
            Go to the projects
          </Anchor>
        </Stack>
      </Center>
    );
  }
  if (entries.isError || config.isError) {
    return (
      <Center py={80}>
        <LoadFailed
          what="The wells to correlate"
          onRetry={() => void (entries.isError ? entries.refetch() : config.refetch())}
          retrying={entries.isFetching}
        />
      </Center>
    );
  }
  if (!entries.data || !config.data) {
    return (
      <Center py={80} aria-busy>
        <Loader />
      </Center>
    );
  }
  const wells = entries.data.filter((e): e is CorrelationWellInfo => e.available);
  const unavailable = entries.data.filter((e) => !e.available).map((e) => e.id);
  return (
    <Correlation
      view={view}
      setView={setView}
      wells={wells}
      unavailable={unavailable}
      graphs={correlationGraphs(config.data)}
      configName={config.data.name}
    />
  );
}

interface CorrelationProps {
  view: CorrelationView;
  setView: (next: Partial<CorrelationView>) => void;
  wells: CorrelationWellInfo[];
  unavailable: number[];
  graphs: ReturnType<typeof correlationGraphs>;
  configName: string;
}

function Correlation({ view, setView, wells, unavailable, graphs, configName }: CorrelationProps) {
  const [hub] = useState(() => new DepthSyncHub());
  const [comparing, setComparing] = useState(false);
  const { exporting, exportPdf } = usePdfDownload();
  const container = useRef<HTMLDivElement>(null);
  // Each well as the view draws it: on its TVD axis in a TVD view (when it has one), else in measured depth.
  const shown = useMemo(() => new Map(wells.map((w) => [w.id, shownWell(w, view.tvd)])), [wells, view.tvd]);
  const drawnWells = useMemo(() => wells.map((w) => ({ ...w, formations: shown.get(w.id)!.formations })), [wells, shown]);
  const drawnById = useMemo(() => new Map(drawnWells.map((w) => [w.id, w])), [drawnWells]);
  const choices = useMemo(() => flattenChoices(drawnWells), [drawnWells]);
  const flattenName = view.flatten && choices.some((c) => c.name.toLowerCase() === view.flatten!.toLowerCase()) ? view.flatten : null;
  const flat = useMemo(() => flattenOffsets(drawnWells, flattenName), [drawnWells, flattenName]);
  const byId = useMemo(() => new Map(wells.map((w) => [w.id, w])), [wells]);
  const ordered = flat.order.map((id) => byId.get(id)!);
  const scales = useMemo(() => new SharedScales(ordered.length), [ordered.length]);
  const ties = useMemo(() => tieLines(drawnWells, flat.order, flat.offsets), [drawnWells, flat]);
  // Every well in one unit when they share it; feet when they differ (depths travel in feet).
  const metric = wells.every((w) => w.depth_unit === 'm');
  const display = useMemo(() => (metric ? depthDisplay('m', 0.5) : FEET), [metric]);
  const legendRows = Math.max(1, ...graphs.map((g) => Object.keys(g.series).length));
  useWindowOnWells(hub, view.window, [...shown.entries()], flat.offsets, `${flattenName ?? ''}|${view.tvd}`);
  useWindowInUrl(hub, setView);
  const missingNames = flat.missing.map((id) => byId.get(id)?.name ?? `Project ${id}`);
  const noTvd = wells.filter((w) => !w.has_tvd).map((w) => w.name);

  return (
    <DepthUnitProvider value={display}>
      <div className={classes.page} data-testid="correlation-page">
        <CorrelationToolbar
          wells={wells}
          configName={configName}
          choices={choices}
          flattenName={flattenName}
          onFlatten={(value) => {
            hub.reset();
            setView({ flatten: value, window: null });
          }}
          hub={hub}
          comparing={comparing}
          onCompare={() => setComparing((c) => !c)}
          exporting={exporting}
          onExport={() => void exportPdf({ ids: view.ids, flatten: flattenName, window: hub.getRange(), config: view.config, tvd: view.tvd })}
          tvd={view.tvd}
          onTvd={(next) => {
            hub.reset();
            setView({ tvd: next, window: null });
          }}
        />
        {view.tvd && noTvd.length > 0 && (
          <Alert color="blue" py={6} data-testid="no-tvd">
            {noTvd.join(', ')} {noTvd.length === 1 ? 'has' : 'have'} no TVD curve, so {noTvd.length === 1 ? 'it is' : 'they are'} shown in measured
            depth.
          </Alert>
        )}
        {unavailable.length > 0 && (
          <Alert color="yellow" py={6} data-testid="unavailable-wells">
            {unavailable.map((id) => `Project ${id}`).join(', ')} {unavailable.length === 1 ? 'is' : 'are'} unavailable: you cannot view{' '}
            {unavailable.length === 1 ? 'it' : 'them'}, or {unavailable.length === 1 ? 'it does' : 'they do'} not exist.
          </Alert>
        )}
        {flattenName && missingNames.length > 0 && (
          <Alert color="blue" py={6} data-testid="not-flattened">
            Not flattened: {missingNames.join(', ')} {missingNames.length === 1 ? 'has' : 'have'} no {flattenName}, so{' '}
            {missingNames.length === 1 ? 'it is' : 'they are'} shown at the end, with 0 at the other wells&apos; mean top of {flattenName}.
          </Alert>
        )}
        {flattenName && (
          <Text size="xs" c="dimmed">
            Depths are relative to the top of {flattenName} (0); each group's name gives its window in its own measured depth.
          </Text>
        )}
        <div className={classes.body}>
          <div className={classes.wells} ref={container}>
            {ordered.map((w) => (
              <WellGroup
                key={w.id}
                well={w}
                shown={shown.get(w.id)!}
                graphs={graphs}
                offset={flat.offsets.get(w.id) ?? 0}
                hub={hub}
                syncKey="correlation"
                legendRows={legendRows}
                note={flattenName && flat.missing.includes(w.id) ? `no ${flattenName}: 0 is the others' mean top` : undefined}
                scales={scales}
              />
            ))}
            <TieLines container={container} hub={hub} lines={ties} wells={drawnById} />
          </div>
          {comparing && (
            <ComparePanel ids={view.ids} tvd={view.tvd} wells={byId} flatten={flattenName} hub={hub} onClose={() => setComparing(false)} />
          )}
        </div>
      </div>
    </DepthUnitProvider>
  );
}

interface ToolbarProps {
  wells: CorrelationWellInfo[];
  configName: string;
  choices: ReturnType<typeof flattenChoices>;
  flattenName: string | null;
  onFlatten: (name: string | null) => void;
  hub: DepthSyncHub;
  comparing: boolean;
  onCompare: () => void;
  exporting: boolean;
  onExport: () => void;
  tvd: boolean;
  onTvd: (tvd: boolean) => void;
}

/** The title, Flatten on, the depth kind, Go to depth and Compare intervals. */
function CorrelationToolbar(props: ToolbarProps) {
  const { wells, configName, choices, flattenName, onFlatten, hub, comparing, onCompare, exporting, onExport, tvd, onTvd } = props;
  const display = useDepthUnit();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Title order={3}>Correlation</Title>
        <Text size="sm" c="dimmed">
          {wells.length} wells · {configName}
        </Text>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Flatten on"
          size="xs"
          w={230}
          data={[
            { value: NO_FLATTEN, label: 'Not flattened' },
            ...choices.map((c) => ({ value: c.name, label: `${c.name} (${c.wells} of ${wells.length} wells)` })),
          ]}
          value={flattenName ?? NO_FLATTEN}
          allowDeselect={false}
          onChange={(value) => onFlatten(value || null)}
          comboboxProps={{ withinPortal: true }}
        />
        <Tooltip label={tvdNote(wells)} multiline w={280}>
          <div>
            <Text size="xs" fw={500} mb={2} id="depth-kind-label">
              Depth
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="depth-kind-label"
              data={[
                { value: 'md', label: 'MD' },
                { value: 'tvd', label: 'TVD', disabled: !wells.some((w) => w.has_tvd) },
              ]}
              value={tvd ? 'tvd' : 'md'}
              onChange={(value) => onTvd(value === 'tvd')}
              data-testid="depth-kind"
            />
          </div>
        </Tooltip>
        <GoToDepthInput onGo={(depth) => goTo(hub, depth, display)} />
        <Button size="xs" variant={comparing ? 'filled' : 'light'} leftSection={<IconArrowsDiff size={14} />} onClick={onCompare}>
          Compare intervals
        </Button>
        <Button size="xs" variant="default" leftSection={<IconFileTypePdf size={14} />} loading={exporting} onClick={onExport}>
          Export PDF
        </Button>
      </Group>
    </Group>
  );
}

function tvdNote(wells: CorrelationWellInfo[]): string {
  const withTvd = wells.filter((w) => w.has_tvd).map((w) => w.name);
  if (withTvd.length === 0) return 'Measured depth (MD). TVD is offered for wells whose file has a TVD curve; none of these has one.';
  if (withTvd.length === wells.length) return "Measured depth (MD), or true vertical depth (TVD) from each file's TVD curve.";
  return `TVD from the file's TVD curve: ${withTvd.join(', ')}. The other wells stay in measured depth.`;
}

/** Go to depth: centres the window on `depth` (in the view's depth), keeping its width; says why when it cannot. */
function goTo(hub: DepthSyncHub, depth: number, display: DepthDisplay): string | null {
  const bounds = hub.getBounds();
  const range = hub.getRange();
  if (!Number.isFinite(depth)) return `Enter a depth in ${display.unit === 'm' ? 'metres' : 'feet'}.`;
  if (!bounds || !range) return 'The wells are still loading.';
  if (depth < bounds.min || depth > bounds.max)
    return `Depth must be between ${display.text(bounds.min)} and ${display.text(bounds.max)} ${display.unit}.`;
  const half = (range.max - range.min) / 2;
  hub.setRange({ min: depth - half, max: depth + half });
  return null;
}

/**
 * The whole of every well in the view's depth (each from its start to its stop, less its offset) bounds the window;
 * it opens on the window the URL names, else on the whole, and on the whole again after each change of flattening.
 */
function useWindowOnWells(
  hub: DepthSyncHub,
  window: DepthRange | null,
  wells: [number, { start: number | null; stop: number | null }][],
  offsets: Map<number, number>,
  key: string,
) {
  const opened = useRef<string | null>(null);
  const latest = useRef(window);
  latest.current = window;
  useEffect(() => {
    let bounds: DepthRange | null = null;
    for (const [id, { start, stop }] of wells) {
      if (start === null || stop === null) continue;
      const off = offsets.get(id) ?? 0;
      const lo = Math.min(start, stop) - off;
      const hi = Math.max(start, stop) - off;
      bounds = bounds ? { min: Math.min(bounds.min, lo), max: Math.max(bounds.max, hi) } : { min: lo, max: hi };
    }
    hub.setBounds(bounds);
    if (!bounds || opened.current === key) return;
    const first = opened.current === null;
    opened.current = key;
    hub.setRange(first && latest.current ? latest.current : bounds);
  }, [hub, wells, offsets, key]);
}

/** Keeps the window in the URL (replacing the entry), a moment after it stops moving. */
function useWindowInUrl(hub: DepthSyncHub, setView: (next: Partial<CorrelationView>) => void) {
  const latest = useRef(setView);
  latest.current = setView;
  useEffect(() => {
    let timer = 0;
    const off = hub.subscribe((e) => {
      if (e.type !== 'range') return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current({ window: e.range }), 400);
    });
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, [hub]);
}

/** Export PDF: one at a time; a failure shows the catalogue's notice (the API client's), the button comes back. */
function usePdfDownload() {
  const [exporting, setExporting] = useState(false);
  const exportPdf = async (r: CorrelationPdfRequest) => {
    if (exporting) return;
    setExporting(true);
    try {
      await exportCorrelationPdf(r);
    } catch {
      // The API client has shown what failed.
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportPdf };
}
