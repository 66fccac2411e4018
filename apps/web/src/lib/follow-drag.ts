/**
 * Follows a mouse drag that started with `down` until the button is released, reporting how far the pointer
 * has moved from where it was pressed (the side panel's and the graphs' resize edges).
 */
export function followDrag(down: { clientX: number; clientY: number; preventDefault(): void }, onMove: (dx: number, dy: number) => void) {
  down.preventDefault();
  const move = (e: MouseEvent) => onMove(e.clientX - down.clientX, e.clientY - down.clientY);
  const up = () => {
    window.removeEventListener('mousemove', move);
    window.removeEventListener('mouseup', up);
  };
  window.addEventListener('mousemove', move);
  window.addEventListener('mouseup', up);
}
