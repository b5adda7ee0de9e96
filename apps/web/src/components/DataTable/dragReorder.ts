import type { DragEvent } from 'react';

/** A private drag type, so text or files dragged over the table are ignored. */
const DRAG_TYPE = 'application/x-datatable-column';

/**
 * Native HTML5 drag and drop between the items of one list (header cells or the chooser's
 * rows): returns the props that make the element with `key` draggable and a drop target.
 * `onMove(from, to)` runs on drop; `locked` keys neither move nor take drops.
 */
export function dragReorderProps(key: string, onMove: (from: string, to: string) => void, locked: boolean) {
  if (locked) return { draggable: false };
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.setData(DRAG_TYPE, key);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!Array.from(event.dataTransfer.types).includes(DRAG_TYPE)) return;
      // Allowing the drop is done by cancelling dragover.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const from = event.dataTransfer.getData(DRAG_TYPE);
      if (!from) return;
      event.preventDefault();
      onMove(from, key);
    },
  };
}
