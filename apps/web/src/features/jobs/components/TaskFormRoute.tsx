import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { useTask } from '../api/taskPage';
import { TaskFormModal } from './TaskFormModal';

/** The task form the address names ('add' or 'edit:<taskId>'); a link to a missing task closes. */
export function TaskFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const task = useTask(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || task.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <TaskFormModal key="add" task={null} onClose={onClose} />;
  if (mode === 'edit' && task.data) return <TaskFormModal key={value} task={task.data} onClose={onClose} />;
  return null;
}
