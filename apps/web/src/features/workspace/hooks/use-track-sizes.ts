import { useCallback, useState } from 'react';
import { useCurrentUser } from '../../../lib/session';
import { clampHeight, densityKey, heightOf, heightsKey, readDensity, readHeights, type Density } from '../model/track-sizes';

export interface TrackSizes {
  density: Density;
  /** Switching density starts every graph of the configuration at the density's height again. */
  setDensity: (d: Density) => void;
  heightOf: (graphName: string) => number;
  setHeight: (graphName: string, height: number) => void;
}

/** Graph heights of one configuration and the density, remembered per user in this browser (issue 19 item 5). */
export function useTrackSizes(configId: number): TrackSizes {
  const user = useCurrentUser();
  const userId = user?.id ?? 'anonymous';
  const [density, setDensityState] = useState<Density>(() => readDensity(localStorage.getItem(densityKey(userId))));
  const [stored, setStored] = useState(() => ({ configId, heights: readHeights(localStorage.getItem(heightsKey(userId, configId))) }));
  // Another configuration: its own heights.
  const heights = stored.configId === configId ? stored.heights : readHeights(localStorage.getItem(heightsKey(userId, configId)));
  if (stored.configId !== configId) setStored({ configId, heights });

  const setHeight = useCallback(
    (name: string, height: number) => {
      setStored((prev) => {
        const next = { ...prev.heights, [name]: clampHeight(height) };
        localStorage.setItem(heightsKey(userId, configId), JSON.stringify(next));
        return { configId, heights: next };
      });
    },
    [userId, configId],
  );
  const setDensity = useCallback(
    (d: Density) => {
      setDensityState(d);
      localStorage.setItem(densityKey(userId), d);
      localStorage.removeItem(heightsKey(userId, configId));
      setStored({ configId, heights: {} });
    },
    [userId, configId],
  );
  return { density, setDensity, heightOf: (name) => heightOf(name, heights, density), setHeight };
}
