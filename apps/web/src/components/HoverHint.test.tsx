// @vitest-environment jsdom
import { ActionIcon } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { HoverHint } from './HoverHint';

function hintedButton(onClick = vi.fn(), ref = createRef<HTMLButtonElement>()) {
  renderWithProviders(
    <HoverHint label="Graph settings" transitionProps={{ duration: 0 }}>
      <ActionIcon ref={ref} aria-label="Graph settings" onClick={onClick}>
        S
      </ActionIcon>
    </HoverHint>,
  );
  return screen.getByRole('button', { name: 'Graph settings' });
}

const pointer = (type: 'pointerEnter' | 'pointerLeave' | 'pointerDown', el: Element, pointerType = 'mouse') =>
  act(() => {
    // jsdom has no PointerEvent: a mouse event with the pointer's type is what React reads.
    const event = new MouseEvent(type === 'pointerEnter' ? 'pointerover' : type === 'pointerLeave' ? 'pointerout' : 'pointerdown', {
      bubbles: true,
    });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    fireEvent(el, event);
  });

describe('HoverHint', () => {
  it('mounts no tooltip before the mouse first comes', () => {
    hintedButton();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.body.textContent).not.toContain('Graph settings');
  });

  it('renders its element once when mounted: nothing is measured before the mouse comes', () => {
    let renders = 0;
    function Counted(props: ComponentProps<'button'>) {
      renders += 1;
      return <button type="button" {...props} />;
    }
    renderWithProviders(
      <>
        {Array.from({ length: 3 }, (_, i) => (
          <HoverHint key={i} label="New snippet">
            <Counted aria-label="New snippet" />
          </HoverHint>
        ))}
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'New snippet' })).toHaveLength(3);
    expect(renders).toBe(3);
  });

  it('shows its label while the mouse is on the element and hides it when the mouse leaves', async () => {
    const button = hintedButton();
    pointer('pointerEnter', button);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Graph settings');
    pointer('pointerLeave', button);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('hides when its element is pressed, and the element still takes the click and the ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const button = hintedButton(onClick, ref);
    expect(ref.current).toBe(button);
    pointer('pointerEnter', button);
    await screen.findByRole('tooltip');
    pointer('pointerDown', button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows nothing for a touch', () => {
    const button = hintedButton();
    pointer('pointerEnter', button, 'touch');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
