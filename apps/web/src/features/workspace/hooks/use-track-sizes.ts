import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/session';
import {
  clampHeight,
  clampWidth,
  densityKey,
  heightOf,
  heightsKey,
  orientationKey,
  readDensity,
  readDepthDown,
  readHeights,
  readWidths,
  widthOf,
  widthsKey,
  type Density,
} from '../model/track-sizes';

export interface TrackSizes {
  density: Density;
  /** Switching density starts every graph of the configuration at the density's height (and width) again. */
  setDensity: (d: Density) => void;
  heightOf: (graphName: string) => number;
  setHeight: (graphName: string, height: number) => void;
  /** Depth down: graphs are tracks side by side, depth increasing down them. */
  depthDown: boolean;
  setDepthDown: (on: boolean) => void;
  /** A resized track's width; undefined for a track that shares the row (see `trackStyle`). */
  widthOf: (graphName: string) => number | undefined;
  setWidth: (graphName: string, width: number) => void;
}

type Sizes = Record<string, number>;

/**
 * Graph heights and track widths of one configuration, the density and the orientation, remembered per user
 * in this browser.
 */
export function useTrackSizes(configId: number): TrackSizes {
  const user = useCurrentUser();
  const userId = user?.id ?? 'anonymous';
  const [density, setDensityState] = useState<Density>(() => readDensity(localStorage.getItem(densityKey(userId))));
  const [depthDown, setDepthDownState] = useState(() => readDepthDown(localStorage.getItem(orientationKey(userId))));
  const read = (id: number) => ({
    configId: id,
    heights: readHeights(localStorage.getItem(heightsKey(userId, id))),
    widths: readWidths(localStorage.getItem(widthsKey(userId, id))),
  });
  const [stored, setStored] = useState(() => read(configId));
  // Another configuration: its own sizes.
  const current = stored.configId === configId ? stored : read(configId);
  if (stored.configId !== configId) setStored(current);

  const update = useCallback(
    (kind: 'heights' | 'widths', name: string, size: number) => {
      setStored((prev) => {
        const next: Sizes = { ...prev[kind], [name]: kind === 'heights' ? clampHeight(size) : clampWidth(size) };
        localStorage.setItem(kind === 'heights' ? heightsKey(userId, configId) : widthsKey(userId, configId), JSON.stringify(next));
        return { ...prev, configId, [kind]: next };
      });
    },
    [userId, configId],
  );
  const setHeight = useCallback((name: string, height: number) => update('heights', name, height), [update]);
  const setWidth = useCallback((name: string, width: number) => update('widths', name, width), [update]);
  const setDensity = useCallback(
    (d: Density) => {
      setDensityState(d);
      localStorage.setItem(densityKey(userId), d);
      localStorage.removeItem(heightsKey(userId, configId));
      localStorage.removeItem(widthsKey(userId, configId));
      setStored({ configId, heights: {}, widths: {} });
    },
    [userId, configId],
  );
  const setDepthDown = useCallback(
    (on: boolean) => {
      setDepthDownState(on);
      localStorage.setItem(orientationKey(userId), String(on));
    },
    [userId],
  );
  return {
    density,
    setDensity,
    heightOf: (name) => heightOf(name, current.heights, density),
    setHeight,
    depthDown,
    setDepthDown,
    widthOf: (name) => widthOf(name, current.widths),
    setWidth,
  };
}
