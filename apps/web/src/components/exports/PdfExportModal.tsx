import { useEffect, useState } from 'react';
import { Button, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { SHOW_MIN_THICKNESS_FT } from '@mudstack/core';
import { FormActions } from '../FormActions';
import { buildUrl } from '../../lib/api-client';
import { LOG_SCALES, pdfQuery, scaleValue, xRangeError, type PageQuery, type PdfLayout, type PdfOptions } from '../../lib/exports/pdf-options';

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
  const [wellName, setWellName] = useState(p.defaults.wellName);
  const [hideFlags, setHideFlags] = useState(p.defaults.hideFlags);
  const [interpretation, setInterpretation] = useState(p.defaults.interpretation ?? false);
  const [minShow, setMinShow] = useState<number | string>(p.defaults.minShow ?? SHOW_MIN_THICKNESS_FT);
  const [layout, setLayout] = useState<PdfLayout>(p.defaults.layout ?? 'down');
  const [scaleChoice, setScaleChoice] = useState(scaleChoiceOf(p.defaults.scale));
  const [fitPages, setFitPages] = useState<number | string>(fitPagesOf(p.defaults.scale));
  const [from, setFrom] = useState<number | string>(p.defaults.xRange?.[0] ?? '');
  const [to, setTo] = useState<number | string>(p.defaults.xRange?.[1] ?? '');
  const [snippetIds, setSnippetIds] = useState<string[]>(p.defaults.snippetIds.map(String));

  // Each opening starts from the current defaults (visible window, flags).
  useEffect(() => {
    if (!p.opened) return;
    setWellName(p.defaults.wellName);
    setHideFlags(p.defaults.hideFlags);
    setInterpretation(p.defaults.interpretation ?? false);
    setMinShow(p.defaults.minShow ?? SHOW_MIN_THICKNESS_FT);
    setLayout(p.defaults.layout ?? 'down');
    setScaleChoice(scaleChoiceOf(p.defaults.scale));
    setFitPages(fitPagesOf(p.defaults.scale));
    setFrom(p.defaults.xRange?.[0] ?? '');
    setTo(p.defaults.xRange?.[1] ?? '');
    setSnippetIds(p.defaults.snippetIds.map(String));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset to the defaults only when the modal opens, not as they change under it
  }, [p.opened]);

  const rangeError = xRangeError(from, to);
  const options: PdfOptions = {
    wellName: wellName.trim(),
    hideFlags,
    interpretation,
    minShow: typeof minShow === 'number' ? minShow : SHOW_MIN_THICKNESS_FT,
    layout,
    scale: scaleValue(scaleChoice, fitPages),
    xRange: typeof from === 'number' && typeof to === 'number' && !rangeError ? [from, to] : null,
    snippetIds: snippetIds.map(Number),
  };
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
            onChange={(e) => setWellName(e.currentTarget.value)}
            maxLength={200}
          />
          <Switch
            label="Hide flags (annotation and zone lines on the graphs)"
            checked={hideFlags}
            onChange={(e) => setHideFlags(e.currentTarget.checked)}
          />
          <Switch
            label="Add the interpretation (the Pixler and ternary plots of each snippet)"
            checked={interpretation}
            onChange={(e) => setInterpretation(e.currentTarget.checked)}
          />
          <PdfLayoutFields
            layout={layout}
            onLayout={setLayout}
            scaleChoice={scaleChoice}
            onScaleChoice={setScaleChoice}
            fitPages={fitPages}
            onFitPages={setFitPages}
          />
          <NumberInput
            label="Thinnest show interval (ft)"
            description="The shows table merges Haworth zones into intervals; thinner ones join a neighbour."
            value={minShow}
            onChange={setMinShow}
            min={0}
            max={1000}
            step={0.5}
            decimalScale={1}
          />
          <div>
            <Text size="sm" fw={500}>
              Depth range (ft)
            </Text>
            <Text size="xs" c="dimmed">
              Leave both empty for the whole project.
            </Text>
            <Group grow mt={4} align="flex-start">
              <NumberInput aria-label="From depth" placeholder="From" value={from} onChange={setFrom} error={rangeError ?? undefined} />
              <NumberInput aria-label="To depth" placeholder="To" value={to} onChange={setTo} />
            </Group>
          </div>
          <MultiSelect
            label="Snippets"
            placeholder={p.snippets.length ? 'Choose snippets to include' : 'This project has no snippets'}
            data={p.snippets.map((s) => ({ value: String(s.id), label: s.name }))}
            value={snippetIds}
            onChange={setSnippetIds}
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

const scaleChoiceOf = (scale: string | undefined) => (scale?.startsWith('fit:') ? 'fit' : scale === '240' ? '240' : '600');
const fitPagesOf = (scale: string | undefined) => (scale?.startsWith('fit:') ? Number(scale.slice(4)) : 6);

/** The layout (Depth down log or Graphs across) and, depth down, the vertical scale. */
function PdfLayoutFields(p: {
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
          onChange={(v) => p.onLayout(v as PdfLayout)}
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
            data={LOG_SCALES.map((s) => ({ value: s.value, label: s.label }))}
            value={p.scaleChoice}
            onChange={(v) => p.onScaleChoice(v ?? '600')}
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
