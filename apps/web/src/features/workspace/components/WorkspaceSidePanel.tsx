import { useState } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { ProjectPermissionsModal } from '../../../components/ProjectPermissionsModal';
import { useCurrentUser } from '../../../lib/session';
import { ExportDataPanel } from '../../../components/exports/ExportDataPanel';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import { FormationsPanel } from './panels/FormationsPanel';
import { HairlineTablePanel } from './panels/HairlineTablePanel';
import { ImportPanel } from './panels/ImportPanel';
import { MetadataPanel } from './panels/MetadataPanel';
import classes from './workspace.module.css';
import { followDrag } from '../../../lib/follow-drag';

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
export const SIDE_PANEL_MIN = 260;
export const SIDE_PANEL_MAX = 720;
const SIDE_PANEL_DEFAULT = 340;

/** The side panel's width: dragged by its edge (or arrow keys on it), remembered per user in this browser. */
function useSidePanelWidth() {
  const user = useCurrentUser();
  const key = `mudstack.sidePanelWidth.${user?.id ?? 'anonymous'}`;
  const clamp = (w: number) => Math.round(Math.min(SIDE_PANEL_MAX, Math.max(SIDE_PANEL_MIN, w)));
  const [width, setWidth] = useState(() => {
    const stored = Number(localStorage.getItem(key));
    return Number.isFinite(stored) && stored > 0 ? clamp(stored) : SIDE_PANEL_DEFAULT;
  });
  const set = (w: number) => {
    const next = clamp(w);
    setWidth(next);
    localStorage.setItem(key, String(next));
  };
  const onMouseDown = (down: React.MouseEvent) => {
    const start = width;
    followDrag(down, (dx) => set(start + dx));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') set(width + 20);
    else if (e.key === 'ArrowLeft') set(width - 20);
    else return;
    e.preventDefault();
  };
  return { width, onMouseDown, onKeyDown };
}

export function WorkspaceSidePanel(props: WorkspaceSidePanelProps) {
  const { state } = useWorkspaceState();
  const [permissions, setPermissions] = useState(false);
  const resize = useSidePanelWidth();
  return (
    <>
      <aside className={classes.side} data-testid="side-panel" style={{ width: resize.width }}>
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
      <div
        className={classes.sideResizer}
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize side panel"
        aria-valuemin={SIDE_PANEL_MIN}
        aria-valuemax={SIDE_PANEL_MAX}
        aria-valuenow={resize.width}
        tabIndex={0}
        onMouseDown={resize.onMouseDown}
        onKeyDown={resize.onKeyDown}
        data-testid="side-panel-resizer"
      />
    </>
  );
}
