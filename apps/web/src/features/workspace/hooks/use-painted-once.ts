import { useEffect, useState } from 'react';

/**
 * True once `value` has been rendered and the browser has painted it, and from then on. A large well's every-row
 * call waits for its overview to be on screen: started beside the overview, its transfer and reading took the
 * cores the first draw needed (on two cores, the first draw of the bench's well took twice as long).
 */
export function usePaintedOnce(value: unknown): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || value == null) return;
    let timer: number | undefined;
    // A frame's callback runs before the frame is painted; a task queued from it runs once it has been.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, painted]);
  return painted;
}
