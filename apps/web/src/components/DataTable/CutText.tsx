import { Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';

/** Whether the cell holding `element` cuts its content (antd's ellipsis cell: overflow hidden). */
function isCut(element: HTMLElement | null): boolean {
  const cell = element?.closest<HTMLElement>('td, th') ?? element;
  return !!cell && cell.scrollWidth > cell.clientWidth;
}

/**
 * A cut cell's content with the whole of it in a tooltip, shown only when the cell does cut
 * it (a short value needs none). Users' text stays marked translate="no" in the tooltip too.
 */
export function CutText({ children, userText }: { children: ReactNode; userText?: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={userText ? <span translate="no">{children}</span> : children}
      open={open}
      onOpenChange={(next) => setOpen(next && isCut(ref.current))}
    >
      <span ref={ref}>{children}</span>
    </Tooltip>
  );
}
