import { useEffect } from 'react';
import { startOffThreadReader } from '../../../lib/off-thread-fetch';

/**
 * Starts the worker that reads a large well's every row off the page's thread (lib/off-thread-fetch.ts) once its
 * overview is committed: the browser paints it meanwhile, and every row is asked for once it has (usePaintedOnce).
 * Started by that call instead, the worker loaded and started for some 35 ms before it could send it; started here,
 * every row arrived some 35 ms sooner after the first draw (docs/decisions.md).
 */
export function useRowReader(overviewCommitted: boolean): void {
  useEffect(() => {
    if (overviewCommitted) startOffThreadReader();
  }, [overviewCommitted]);
}
