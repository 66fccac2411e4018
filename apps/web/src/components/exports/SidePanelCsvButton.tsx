import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { saveBlob } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import {
  formationsCsv,
  hairlinesCsv,
  metadataCsv,
  sidePanelCsvFilename,
  type CsvResult,
  type SidePanelCsvKind,
} from '../../lib/exports/side-panel-csv';

export interface SidePanelCsvButtonProps {
  kind: SidePanelCsvKind;
  projectName: string;
  /** annotations/zones: the hairlines list; formations: the formations list; metadata: the metadata object. */
  data: unknown;
}

function build(kind: SidePanelCsvKind, data: unknown): CsvResult {
  if (kind === 'formations') return formationsCsv(data);
  if (kind === 'metadata') return metadataCsv(data as Record<string, unknown> | null);
  return hairlinesCsv(Array.isArray(data) ? data : [], kind === 'zones');
}

/** The CSV download icon of a side panel: the file `{projectName}_{kind}.csv`, or the spec's notice when there is nothing. */
export function SidePanelCsvButton({ kind, projectName, data }: SidePanelCsvButtonProps) {
  const onClick = () => {
    const result = build(kind, data);
    if ('error' in result) {
      notify.error(result.error);
      return;
    }
    saveBlob(new Blob([result.csv], { type: 'text/csv;charset=utf-8' }), sidePanelCsvFilename(projectName, kind));
  };
  return (
    <Tooltip label={`Download ${kind} as CSV`}>
      <ActionIcon variant="subtle" size="sm" aria-label={`Download ${kind} as CSV`} onClick={onClick}>
        <IconFileTypeCsv size={16} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
