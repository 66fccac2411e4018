import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { SHOW_MIN_THICKNESS_FT, type DepthUnitName } from '@mudstack/core';
import { FormActions } from '../FormActions';
import { buildUrl } from '../../lib/api-client';
import { useDepthUnit, type DepthDisplay } from '../../lib/depth-unit';
import {
  defaultScaleChoice,
  logScales,
  pdfQuery,
  scaleChoiceOf,
  scaleValue,
  xRangeError,
  type PageQuery,
  type PdfLayout,
  type PdfOptions,
} from '../../lib/exports/pdf-options';

export interface PdfExportModalProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (options: PdfOptions) => void;
  projectId: number;
  /** Values the form opens with (the well name of the metadata, the visible window, the flags toggle). */
  defaults: PdfOptions;
  /** The project's snippets to choose from. */
  snippets: { id: number; name: string }[];
  /** The page's config, mdr and dr, carried into the printable page link. */
  page: PageQuery;
  inProgress: boolean;
  /** The submit button's text (default 'Export PDF'). */
  submitLabel?: string;
  /** Hide the link to the printable page (on that page itself). */
  hidePrintableLink?: boolean;
}

/** The PDF export options: well name, hide flags, x range, snippets; Export PDF or open the printable page. */
export function PdfExportModal(p: PdfExportModalProps) {
  // Depths are shown and typed in the project's depth unit; the options (and the report's query) stay in feet.
  const display = useDepthUnit();
  const [form, setForm] = useState(() => formOf(p.defaults, display));
  const set = (patch: Partial<PdfForm>) => setForm((f) => ({ ...f, ...patch }));
  // Each opening starts from the current defaults (visible window, flags).
  useEffect(() => {
    if (p.opened) setForm(formOf(p.defaults, display));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the defaults only when the modal opens, not as they change under it
  }, [p.opened]);
  const { wellName, hideFlags, interpretation, minShow, layout, scaleChoice, fitPages, from, to, snippetIds } = form;
  const rangeError = xRangeError(from, to);
  const options = optionsOf(form, rangeError, display);
  const printable = buildUrl(`/projects/${p.projectId}/export-pdf`, { ...pdfQuery(options, p.page), wellName: options.wellName || undefined });

  return (
    <Modal opened={p.opened} onClose={p.onClose} title="Export PDF" size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (rangeError) return;
          p.onSubmit(options);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Well name"
            description="The report's title"
            value={wellName}
            onChange={(e) => set({ wellName: e.currentTarget.value })}
            maxLength={200}
          />
          <Switch
            label="Hide flags (annotation and zone lines on the graphs)"
            checked={hideFlags}
            onChange={(e) => set({ hideFlags: e.currentTarget.checked })}
          />
          <Switch
            label="Add the interpretation (the Pixler and ternary plots of each annotated show, zone and snippet)"
            checked={interpretation}
            onChange={(e) => set({ interpretation: e.currentTarget.checked })}
          />
          <PdfLayoutFields
            unit={display.unit}
            layout={layout}
            onLayout={(v) => set({ layout: v })}
            scaleChoice={scaleChoice}
            onScaleChoice={(v) => set({ scaleChoice: v })}
            fitPages={fitPages}
            onFitPages={(v) => set({ fitPages: v })}
          />
          <NumberInput
            label={`Thinnest show interval (${display.unit})`}
            description="The shows table merges Haworth zones into intervals; thinner ones join a neighbour."
            value={minShow}
            onChange={(v) => set({ minShow: v })}
            min={0}
            max={1000}
            step={display.unit === 'm' ? 0.1 : 0.5}
            decimalScale={4}
          />
          <DepthRangeFields unit={display.unit} from={from} to={to} error={rangeError} onChange={set} />
          <MultiSelect
            label="Snippets"
            placeholder={p.snippets.length ? 'Choose snippets to include' : 'This project has no snippets'}
            data={p.snippets.map((s) => ({ value: String(s.id), label: s.name }))}
            value={snippetIds}
            onChange={(v) => set({ snippetIds: v })}
            searchable
            clearable
            disabled={p.snippets.length === 0}
          />
          <Group justify="space-between" mt="sm">
            {p.hidePrintableLink ? (
              <span />
            ) : (
              <Button component={Link} to={printable} variant="subtle">
                Open printable page
              </Button>
            )}
            <FormActions
              gap="xs"
              cancelLabel="Cancel"
              onCancel={p.onClose}
              submitLabel={p.submitLabel ?? 'Export PDF'}
              loading={p.inProgress}
              disabled={!!rangeError}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The form's values; depths and the thinnest interval in the display unit (`DepthDisplay`). */
interface PdfForm {
  wellName: string;
  hideFlags: boolean;
  interpretation: boolean;
  minShow: number | string;
  layout: PdfLayout;
  scaleChoice: string;
  fitPages: number | string;
  from: number | string;
  to: number | string;
  snippetIds: string[];
}

/**
 * A depth or a length (ft) as the form shows it: in the display unit, to `decimals` (a depth at the data's
 * precision; the thinnest interval at 0.0001, so that 2 ft shows as 0.6096 m and reads back as 2 ft exactly).
 */
const shownDepth = (ft: number, display: DepthDisplay, decimals = display.decimals) =>
  display.unit === 'ft' ? ft : Number(display.show(ft).toFixed(decimals));

/** The form as the options open it. */
function formOf(d: PdfOptions, display: DepthDisplay): PdfForm {
  return {
    wellName: d.wellName,
    hideFlags: d.hideFlags,
    interpretation: d.interpretation ?? false,
    minShow: shownDepth(d.minShow ?? SHOW_MIN_THICKNESS_FT, display, 4),
    layout: d.layout ?? 'down',
    scaleChoice: scaleChoiceOf(d.scale, display.unit),
    fitPages: fitPagesOf(d.scale),
    from: d.xRange ? shownDepth(d.xRange[0], display) : '',
    to: d.xRange ? shownDepth(d.xRange[1], display) : '',
    snippetIds: d.snippetIds.map(String),
  };
}

/** The options the form shows: exactly what the PDF is made from. */
function optionsOf(f: PdfForm, rangeError: string | null, display: DepthDisplay): PdfOptions {
  return {
    wellName: f.wellName.trim(),
    hideFlags: f.hideFlags,
    interpretation: f.interpretation,
    minShow: typeof f.minShow === 'number' ? display.toFeet(f.minShow) : SHOW_MIN_THICKNESS_FT,
    layout: f.layout,
    scale: scaleValue(f.scaleChoice, f.fitPages),
    xRange: typeof f.from === 'number' && typeof f.to === 'number' && !rangeError ? [display.toFeet(f.from), display.toFeet(f.to)] : null,
    snippetIds: f.snippetIds.map(Number),
  };
}

const fitPagesOf = (scale: string | undefined) => (scale?.startsWith('fit:') ? Number(scale.slice(4)) : 6);

/** The layout (Depth down log or Graphs across) and, depth down, the vertical scale. */
function PdfLayoutFields(p: {
  /** The project's depth unit, which the scales are named in. */
  unit: DepthUnitName;
  layout: PdfLayout;
  onLayout: (l: PdfLayout) => void;
  scaleChoice: string;
  onScaleChoice: (s: string) => void;
  fitPages: number | string;
  onFitPages: (n: number | string) => void;
}) {
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          Layout
        </Text>
        <SegmentedControl
          aria-label="Layout"
          value={p.layout}
          onChange={(v) => p.onLayout(v === 'across' ? 'across' : 'down')}
          data={[
            { value: 'down', label: 'Depth down log' },
            { value: 'across', label: 'Graphs across' },
          ]}
        />
      </div>
      {p.layout === 'down' && (
        <Group align="flex-end" gap="sm">
          <Select
            label="Vertical scale"
            data={logScales(p.unit)}
            value={p.scaleChoice}
            onChange={(v) => p.onScaleChoice(v ?? defaultScaleChoice(p.unit))}
            allowDeselect={false}
            w={240}
          />
          {p.scaleChoice === 'fit' && (
            <NumberInput label="Pages" value={p.fitPages} onChange={p.onFitPages} min={1} max={999} allowDecimal={false} w={100} />
          )}
        </Group>
      )}
    </Stack>
  );
}

/** The depth range: both ends, or neither for the whole project. */
function DepthRangeFields(p: {
  unit: string;
  from: number | string;
  to: number | string;
  error: string | null;
  onChange: (patch: { from?: number | string; to?: number | string }) => void;
}) {
  return (
    <div>
      <Text size="sm" fw={500}>
        Depth range ({p.unit})
      </Text>
      <Text size="xs" c="dimmed">
        Leave both empty for the whole project.
      </Text>
      <Group grow mt={4} align="flex-start">
        <NumberInput
          aria-label="From depth"
          placeholder="From"
          value={p.from}
          onChange={(v) => p.onChange({ from: v })}
          error={p.error ?? undefined}
        />
        <NumberInput aria-label="To depth" placeholder="To" value={p.to} onChange={(v) => p.onChange({ to: v })} />
      </Group>
    </div>
  );
}
