import { type CSSProperties, type KeyboardEvent, type ThHTMLAttributes, useState } from 'react';
import { useWidgetsT } from '../i18n';
import { MIN_COLUMN_WIDTH, RESIZE_HANDLE_WIDTH } from './constants';
import { dragReorderProps } from './dragReorder';
import { type ResizeHandlers, useResizeDrag } from './useResizeDrag';

export interface HeaderCellExtras {
  resize?: ResizeHandlers;
  reorder?: { columnKey: string; locked: boolean; onMove: (from: string, to: string) => void };
}

type HeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & HeaderCellExtras;

const gripStyle = (position: 'left' | 'right'): CSSProperties => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [position]: 0,
  width: RESIZE_HANDLE_WIDTH,
  cursor: 'col-resize',
  zIndex: 1,
  touchAction: 'none',
});

/** Arrow keys move the edge by this much, for people who resize without a pointer. */
const KEY_STEP = 10;

function ResizeGrip({ resize }: { resize: ResizeHandlers }) {
  const { t } = useWidgetsT();
  const onPointerDown = useResizeDrag(resize);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const outward = resize.position === 'right' ? 'ArrowRight' : 'ArrowLeft';
    const inward = resize.position === 'right' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== outward && event.key !== inward) return;
    event.preventDefault();
    const step = event.key === outward ? KEY_STEP : -KEY_STEP;
    resize.onResizeEnd(Math.max(MIN_COLUMN_WIDTH, resize.width + step));
  };
  return (
    // A focusable separator is the ARIA pattern for a splitter that can be moved.
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot sit inside a header cell as a grip.
    <span
      role="separator"
      aria-orientation="vertical"
      aria-valuenow={resize.width}
      aria-label={t('table.resize')}
      tabIndex={0}
      data-testid="column-resize"
      style={gripStyle(resize.position)}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      // The sorter listens for clicks on the cell: a resize is not a sort.
      onClick={(event) => event.stopPropagation()}
    />
  );
}

/**
 * The table's header cell (antd `components.header.cell`): a 10 px resize grip on one edge
 * and native drag-and-drop to reorder. Cells antd adds itself (selection, expand) come
 * without the extras and render as plain cells.
 */
export function HeaderCell({ resize, reorder, style, children, ...rest }: HeaderCellProps) {
  // While the grip is held the cell is not draggable, so a resize never turns into a move.
  const [resizing, setResizing] = useState(false);
  if (!resize && !reorder) {
    return (
      <th style={style} {...rest}>
        {children}
      </th>
    );
  }
  const drag =
    reorder && !resizing ? dragReorderProps(reorder.columnKey, reorder.onMove, reorder.locked) : {};
  const grip = resize && {
    ...resize,
    onResizeStart: () => setResizing(true),
    onResizeEnd: (width: number) => {
      setResizing(false);
      resize.onResizeEnd(width);
    },
  };
  // A pinned column is made sticky by antd's class (not always an inline style): an inline
  // `position: relative` would override it. Sticky anchors the grip as well as relative does.
  const pinned = typeof rest.className === 'string' && rest.className.includes('ant-table-cell-fix');
  return (
    <th
      {...rest}
      {...drag}
      style={{ ...style, position: style?.position ?? (pinned ? undefined : 'relative') }}
    >
      {children}
      {grip && <ResizeGrip resize={grip} />}
    </th>
  );
}
