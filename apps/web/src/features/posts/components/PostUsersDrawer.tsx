import type { PostView } from '@awards/shared/posts';
import { reportError } from '@awards/web-common/formErrors';
import { App, Drawer, Tabs } from 'antd';
import { fetchBoundUsers, fetchUnboundUsers, usePostMembers } from '../api/postUsers';
import { usePostsT } from '../i18n';
import { PostUsersTab } from './PostUsersTab';

/** A post's users (POST_USER): who holds it, and who could, with add and remove. */
export function PostUsersDrawer({ post, onClose }: { post: PostView; onClose: () => void }) {
  const { t, tr } = usePostsT();
  const { message } = App.useApp();
  const members = usePostMembers();
  const change = (action: 'add' | 'delete') => (userIds: number[]) =>
    members.mutateAsync({ action, postId: post.postId, userIds }).then(
      () => {
        void message.success(t(action === 'add' ? 'done.usersAdded' : 'done.usersRemoved'));
        return true;
      },
      (error) => {
        reportError(error, message.error, tr);
        return false;
      },
    );
  return (
    <Drawer
      open
      title={t('users.title', { name: post.postName })}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'bound',
            label: t('users.bound'),
            children: (
              <PostUsersTab
                postId={post.postId}
                kind="bound"
                fetch={fetchBoundUsers}
                busy={members.isPending}
                onApply={change('delete')}
              />
            ),
          },
          {
            key: 'unbound',
            label: t('users.unbound'),
            children: (
              <PostUsersTab
                postId={post.postId}
                kind="unbound"
                fetch={fetchUnboundUsers}
                busy={members.isPending}
                onApply={change('add')}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
