import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../../lib/useRouteParam';
import { usePost } from '../api/savePost';
import { PostFormModal } from './PostFormModal';

/** The post form the address names ('add' or 'edit:<postId>'); a link to a missing post closes. */
export function PostFormRoute({ value, onClose }: { value: string | null; onClose: () => void }) {
  const [mode, id] = parseFormParam(value);
  const post = usePost(mode === 'edit' ? id : null);
  const stale =
    (mode === 'edit' && (id === null || post.isError)) ||
    (mode !== null && mode !== 'add' && mode !== 'edit');
  // Once per stale link: closing navigates, and a second close would go back twice.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (stale) close.current();
  }, [stale]);
  if (mode === 'add') return <PostFormModal key="add" post={null} onClose={onClose} />;
  if (mode === 'edit' && post.data) return <PostFormModal key={value} post={post.data} onClose={onClose} />;
  return null;
}
