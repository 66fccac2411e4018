import { Component, useMemo, useRef, type ReactNode } from 'react';
import { Center, Skeleton, Text } from '@mantine/core';
import { graphUnitLabel, seriesLabel, type FileCurve } from '@mudstack/core';
import { DepthChart } from '../../../components/charts/DepthChart';
import { toLogColumns } from '../../../components/charts/build-depth-chart-config';
import type { ChartSeries, DepthData } from '../../../components/charts/types';
import { previewDepths, previewValues } from '../model/preview-data';
import classes from './graph-configs.module.css';

class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('graph preview failed', error);
  }
  override render() {
    return this.state.failed ? (
      <Center h={220}>
        <Text size="sm" c="dimmed">
          The preview could not be drawn.
        </Text>
      </Center>
    ) : (
      this.props.children
    );
  }
}

/**
 * A live preview of one graph with made-up sample values (said under it), on its configured axis. Each series keeps its sample values
 * while the graph changes, so recolouring or adding a series does not reshuffle the others.
 */
export function GraphPreview({
  series,
  ready,
  title,
  curves,
  logY = false,
}: {
  series: Record<string, string>;
  ready: boolean;
  title: string;
  curves?: readonly FileCurve[];
  /** Draw on a log axis, as the graph is configured. */
  logY?: boolean;
}) {
  const curveMap = useMemo(() => new Map((curves ?? []).map((c) => [c.name, c])), [curves]);
  const samples = useRef(new Map<string, Float64Array>());
  const names = Object.keys(series);
  const namesKey = names.join('|');

  const data = useMemo<DepthData>(() => {
    const x = previewDepths();
    const ys = names.map((name) => {
      let values = samples.current.get(name);
      if (!values) {
        values = previewValues();
        samples.current.set(name, values);
      }
      return values;
    });
    return { x, ys };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the preview data depends only on which series are named (namesKey)
  }, [namesKey]);

  const chartSeries: ChartSeries[] = names.map((name) => ({ name, label: seriesLabel(name, curveMap), color: series[name] }));
  const plotted = useMemo(() => (logY ? { x: data.x, ys: toLogColumns(data.ys as Float64Array[]).columns } : data), [data, logY]);
  const yLabel = graphUnitLabel(names, curveMap);

  return (
    <div className={classes.preview} data-testid="graph-preview" aria-label={`Preview of ${title || 'graph'}`}>
      {!ready ? (
        <Skeleton h={220} />
      ) : names.length === 0 ? (
        <Center h={220}>
          <Text size="sm" c="dimmed">
            Add series to see a preview.
          </Text>
        </Center>
      ) : (
        <PreviewBoundary>
          <DepthChart
            series={chartSeries}
            data={plotted}
            values={logY ? data : undefined}
            logY={logY}
            yLabel={logY ? `${yLabel} (log)` : yLabel}
            height={190}
            readOnly
          />
          {/* Said plainly: these are not a project's readings. */}
          <Text size="xs" c="dimmed" mt={4} data-testid="preview-sketch">
            Sketch with made-up values: it shows the colours, the axis and the legend, not a well's data.
          </Text>
        </PreviewBoundary>
      )}
    </div>
  );
}
