import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

type HintedProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
};

export type HoverHintProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened'> & {
  /** One element that takes a ref and pointer handlers (a Mantine button, badge or action icon). */
  children: ReactElement<HintedProps>;
};

/**
 * A Mantine tooltip shown while the mouse is on its element, made only once the mouse first comes: a tooltip made
 * with its element measures it when mounted, and a graph's header has three, so a workspace's first draw
 * re-rendered some twenty buttons at once before any graph could draw. The tooltip also hides when its element is
 * pressed (the dialog it opens takes over). Touch and pen show nothing, as with Mantine's own default.
 */
export function HoverHint({ children, ...tooltip }: HoverHintProps) {
  const target = useRef<HTMLElement>(null);
  // null: never hovered, so no tooltip is mounted yet.
  const [opened, setOpened] = useState<boolean | null>(null);
  const ref = useMergedRef(target, children.props.ref);
  const child = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setOpened(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      if (opened) setOpened(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerDown?.(event);
      if (opened) setOpened(false);
    },
  });
  return (
    <>
      {child}
      {opened !== null && <Tooltip {...tooltip} target={target} opened={opened} />}
    </>
  );
}
