import { Button, Group, SegmentedControl, Switch, Text } from '@mantine/core';
import { HoverHint } from '../../../components/HoverHint';
import { IconInfoCircle, IconPencilPlus } from '@tabler/icons-react';
import type { TrackSizes } from '../hooks/use-track-sizes';
import { GoToDepthInput } from '../../../components/GoToDepthInput';
import type { InterpretationKind } from './InterpretationPanel';
import { ShortcutsHelp } from './ShortcutsHelp';
import classes from './workspace.module.css';

export const INTERACTION_HELP =
  'Click + drag to zoom; Shift + drag to move; double click resets zoom; Ctrl + scroll zooms x-axis; Shift + scroll zooms y-axis; with Annotate on, a click adds an annotation or zone';

/**
 * Above the graphs: how to zoom and move, the keyboard shortcuts, Go to depth, density, Depth down, the Pixler
 * and ternary plots, and the configuration's name.
 */
export function WorkspaceToolbar(props: {
  tracks: TrackSizes;
  onGoToDepth: (depth: number) => string | null;
  view: {
    interpretation: InterpretationKind | null;
    setInterpretation: (kind: InterpretationKind | null) => void;
    annotate: boolean;
    setAnnotate: (on: boolean) => void;
  };
  /** The user may add annotations here (write access, the current revision). */
  canAnnotate: boolean;
  configName: string;
  /** The live feed's badge and Follow, and who else is viewing. */
  live?: React.ReactNode;
}) {
  const { tracks, view } = props;
  const { interpretation } = view;
  const toggle = (kind: InterpretationKind) => view.setInterpretation(interpretation === kind ? null : kind);
  return (
    <div className={classes.toolbar} data-testid="workspace-toolbar">
      <HoverHint label={INTERACTION_HELP} multiline w={320} withArrow>
        <Group gap={4} c="dimmed" style={{ cursor: 'help' }} data-testid="interaction-help">
          <IconInfoCircle size={16} stroke={1.7} />
          <Text size="xs">How to zoom and move</Text>
        </Group>
      </HoverHint>
      <ShortcutsHelp mouseHelp={INTERACTION_HELP} />
      <GoToDepthInput onGo={props.onGoToDepth} />
      {props.canAnnotate && (
        <HoverHint
          label={view.annotate ? 'Annotate is on: a click on a graph adds an annotation or zone' : 'Turn on, then click a graph to annotate it'}
        >
          <Button
            size="compact-xs"
            variant={view.annotate ? 'filled' : 'default'}
            leftSection={<IconPencilPlus size={14} stroke={1.7} />}
            aria-pressed={view.annotate}
            onClick={() => view.setAnnotate(!view.annotate)}
          >
            Annotate
          </Button>
        </HoverHint>
      )}
      <SegmentedControl
        size="xs"
        aria-label="Density"
        value={tracks.density}
        onChange={(v) => tracks.setDensity(v)}
        data={[
          { label: 'Comfortable', value: 'comfortable' },
          { label: 'Compact', value: 'compact' },
        ]}
      />
      <Switch size="xs" label="Depth down" checked={tracks.depthDown} onChange={(e) => tracks.setDepthDown(e.currentTarget.checked)} />
      {props.live}
      <Group gap={6} ml="auto">
        <Button size="compact-xs" variant={interpretation === 'pixler' ? 'filled' : 'light'} onClick={() => toggle('pixler')}>
          Pixler plot
        </Button>
        <Button size="compact-xs" variant={interpretation === 'ternary' ? 'filled' : 'light'} onClick={() => toggle('ternary')}>
          Ternary plot
        </Button>
        <Text size="xs" c="dimmed">
          {props.configName}
        </Text>
      </Group>
    </div>
  );
}
