/**
 * Delays a single click so a double click can cancel it (spec: the add annotation/zone modal
 * opens 300 ms after a click on a graph unless a double click follows).
 */
export function createClickDelay<T>(onClick: (arg: T) => void, delayMs = 300) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer != null) clearTimeout(timer);
    timer = null;
  };
  return {
    click(arg: T) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        onClick(arg);
      }, delayMs);
    },
    dblclick: cancel,
    cancel,
  };
}
