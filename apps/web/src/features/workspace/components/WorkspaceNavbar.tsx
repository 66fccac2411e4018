import { useState, useSyncExternalStore } from 'react';
import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { HoverHint } from '../../../components/HoverHint';
import { IconFileTypePdf, IconFlag, IconFlagOff, IconHistory, IconHome, IconLayoutColumns, IconLayoutSidebar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SettingsMenu } from '../../../components/SettingsMenu';
import { useProjectSettingsSlot } from '../../../components/project-settings-slot';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import { formatDepthWindow, type Section } from '../../../lib/graph-sections';
import { useDepthUnit } from '../../../lib/depth-unit';
import classes from './workspace.module.css';

interface Props {
  projectId: number;
  projectName: string;
  status: string;
  hub: DepthSyncHub;
  /** The whole depth range of the project (start to stop depth). */
  whole: { min: number; max: number } | null;
  /** The file's depth step (its precision is the window's). */
  step?: number | null;
  section: Section;
  lateral: boolean;
  onSection: (s: Section) => void;
  sidePanel: boolean;
  onToggleSidePanel: () => void;
  split: boolean;
  onToggleSplit: () => void;
  flags: boolean;
  onToggleFlags: () => void;
  onPdf: () => void;
}

function NavIcon({ label, onClick, children, active }: { label: string; onClick?: () => void; children: React.ReactNode; active?: boolean }) {
  return (
    <HoverHint label={label}>
      <ActionIcon
        variant={active ? 'white' : 'subtle'}
        color={active ? 'petrol' : 'gray'}
        className={active ? undefined : classes.navIcon}
        size="lg"
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </HoverHint>
  );
}

/**
 * The visible depth range with its percent of the whole. Its own component: it re-renders on every
 * frame of a pan or zoom, and the rest of the navbar should not.
 */
function DepthWindow({ hub, whole, step }: { hub: DepthSyncHub; whole: { min: number; max: number } | null; step?: number | null }) {
  const range = useSyncExternalStore(hub.subscribe, hub.getRange);
  const display = useDepthUnit();
  if (!range || !whole) return null;
  return (
    <span className={classes.depthWindow} data-testid="depth-window">
      {formatDepthWindow(range, whole, step, display)}
    </span>
  );
}

/** The workspace's own navigation bar (the main one is hidden on this route). */
export function WorkspaceNavbar(p: Props) {
  const renderSettings = useProjectSettingsSlot();
  const [settings, setSettings] = useState(false);
  return (
    <header className={classes.navbar} data-testid="workspace-navbar">
      <Group gap={2} wrap="nowrap">
        <NavIcon label="Toggle side panel" onClick={p.onToggleSidePanel} active={p.sidePanel}>
          <IconLayoutSidebar size={19} stroke={1.7} />
        </NavIcon>
        <HoverHint label="Projects">
          <ActionIcon component={Link} to="/projects" variant="subtle" color="gray" className={classes.navIcon} size="lg" aria-label="Home">
            <IconHome size={19} stroke={1.7} />
          </ActionIcon>
        </HoverHint>
        <NavIcon label="Split view" onClick={p.onToggleSplit} active={p.split}>
          <IconLayoutColumns size={19} stroke={1.7} />
        </NavIcon>
        <NavIcon label="Export PDF" onClick={p.onPdf}>
          <IconFileTypePdf size={19} stroke={1.7} />
        </NavIcon>
        <NavIcon label={p.flags ? 'Hide flags' : 'Show flags'} onClick={p.onToggleFlags}>
          {p.flags ? <IconFlag size={19} stroke={1.7} /> : <IconFlagOff size={19} stroke={1.7} />}
        </NavIcon>
        {renderSettings && (
          <NavIcon label="Project settings" onClick={() => setSettings(true)}>
            <IconHistory size={19} stroke={1.7} />
          </NavIcon>
        )}
        {settings && renderSettings?.({ projectId: p.projectId, onClose: () => setSettings(false) })}
      </Group>
      <span className={classes.status} data-testid="workspace-status">
        {p.status}
      </span>
      <Group gap="md" wrap="nowrap" style={{ flex: 1, justifyContent: 'center', minWidth: 0 }}>
        <Link to={`/projects?open=${p.projectId}`} className={classes.projectName} title={p.projectName}>
          {p.projectName}
        </Link>
        <DepthWindow hub={p.hub} whole={p.whole} step={p.step} />
        {!p.split && (
          <SegmentedControl
            size="xs"
            radius="md"
            value={p.section}
            onChange={(v) => p.onSection(v as Section)}
            data={[{ label: 'Vertical', value: 'vertical' }, ...(p.lateral ? [{ label: 'Lateral', value: 'lateral' }] : [])]}
            aria-label="Section"
          />
        )}
        {!p.lateral && (
          <Text
            size="xs"
            c="gray.4"
            data-testid="no-lateral"
            title="The landing point is at or beyond the last depth: every row is in the vertical section."
          >
            No lateral in this well
          </Text>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Link to="/projects" className={classes.navLink}>
          Projects
        </Link>
        <SettingsMenu variant="dark" />
      </Group>
    </header>
  );
}
