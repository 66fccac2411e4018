import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { ProjectPermissionsModal } from '../../../components/ProjectPermissionsModal';
import { ExportDataPanel } from '../../../components/exports/ExportDataPanel';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import { FormationsPanel } from './panels/FormationsPanel';
import { HairlineTablePanel } from './panels/HairlineTablePanel';
import { ImportPanel } from './panels/ImportPanel';
import { MetadataPanel } from './panels/MetadataPanel';
import classes from './workspace.module.css';

export interface WorkspaceSidePanelProps {
  projectId: number;
  projectName: string;
  canWrite: boolean;
  canAdmin: boolean;
  /** The route's dr / mdr when a past revision is open. */
  dataRevision?: number;
  metadataRevision?: number;
  visibleRange: { min: number; max: number } | null;
  onImportStart: () => void;
  onImportEnd: () => void;
}

/**
 * The side panels: annotations, zones, formations and metadata (edited in place by writers on the
 * current revision, read-only otherwise), import (writers), export, and project permissions (admins).
 */
export function WorkspaceSidePanel(props: WorkspaceSidePanelProps) {
  const { state } = useWorkspaceState();
  const [permissions, setPermissions] = useState(false);
  return (
    <aside className={classes.side} data-testid="side-panel">
      <Stack gap="md">
        <HairlineTablePanel zones={false} projectName={props.projectName} />
        <HairlineTablePanel zones projectName={props.projectName} />
        <FormationsPanel projectName={props.projectName} visibleRange={props.visibleRange} />
        <MetadataPanel projectName={props.projectName} />
        {props.canWrite && !state.pastRevision && (
          <>
            <Divider />
            <ImportPanel projectId={props.projectId} onImportStart={props.onImportStart} onImportEnd={props.onImportEnd} />
          </>
        )}
        <Divider />
        <ExportDataPanel
          projectId={props.projectId}
          projectName={props.projectName}
          dataRevision={props.dataRevision}
          metadataRevision={props.metadataRevision}
        />
        {props.canAdmin && (
          <>
            <Divider />
            <Button variant="light" leftSection={<IconUsers size={16} />} onClick={() => setPermissions(true)}>
              Project permissions
            </Button>
          </>
        )}
      </Stack>
      {permissions && <ProjectPermissionsModal projectId={props.projectId} projectName={props.projectName} onClose={() => setPermissions(false)} />}
    </aside>
  );
}
