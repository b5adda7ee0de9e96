import { type PointerEvent as ReactPointerEvent, useEffect, useRef } from 'react';
import { MIN_COLUMN_WIDTH, type ResizePosition } from './constants';

export interface ResizeHandlers {
  width: number;
  position: ResizePosition;
  /** When the grip is pressed. */
  onResizeStart?: () => void;
  /** Every move, for a live preview. */
  onResize: (width: number) => void;
  /** Once, when the pointer is released: the width to keep. */
  onResizeEnd: (width: number) => void;
}

/**
 * Pointer-driven resizing from a grip on one edge of a header cell. Moving the grip away
 * from the cell widens it: rightwards for a right-hand grip, leftwards for a left-hand one.
 * The width never goes under MIN_COLUMN_WIDTH. Moves are followed on the window, so the
 * pointer may leave the thin grip while dragging.
 */
export function useResizeDrag({ width, position, onResizeStart, onResize, onResizeEnd }: ResizeHandlers) {
  const stop = useRef<(() => void) | null>(null);
  // A drag in progress when the table unmounts must not leave window listeners behind.
  useEffect(() => () => stop.current?.(), []);

  return (event: ReactPointerEvent<HTMLElement>) => {
    // Not a text selection, a column drag or a click on the sorter under the grip.
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const direction = position === 'right' ? 1 : -1;
    let current = width;
    onResizeStart?.();

    const move = (next: PointerEvent) => {
      current = Math.max(MIN_COLUMN_WIDTH, Math.round(width + direction * (next.clientX - startX)));
      onResize(current);
    };
    const end = () => {
      stop.current?.();
      onResizeEnd(current);
    };
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      stop.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
  };
}
