import { useEffect, useState, type RefObject } from 'react';

/** The content height (CSS px) of an element, followed as it resizes; 0 until it is laid out. */
export function useBoxHeight(ref: RefObject<HTMLElement | null>, enabled = true): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const ro = new ResizeObserver(([entry]) => setHeight(Math.floor(entry.contentRect.height)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, enabled]);
  return height;
}

/** The border-box width (CSS px) of an element's parent, followed as it resizes; 0 until it is laid out. */
export function useBoxWidth(ref: RefObject<HTMLElement | null>, enabled = true): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current?.parentElement;
    if (!el || !enabled) return;
    const ro = new ResizeObserver(() => setWidth(Math.round(el.getBoundingClientRect().width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, enabled]);
  return width;
}
