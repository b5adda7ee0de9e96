import { PlusOutlined } from '@ant-design/icons';
import type { PostView } from '@awards/shared/posts';
import { orEmpty } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Grid } from 'antd';
import { type Key, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useDictOptions } from '../../../components/DictSelect/dictItems';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission, usePermission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useDeletePosts, usePostStatus } from '../api/postActions';
import { fetchPostPage, POST_PAGE_KEY, type PostFilters } from '../api/postPage';
import { usePost } from '../api/savePost';
import { PostFormModal } from '../components/PostFormModal';
import { PostUsersDrawer } from '../components/PostUsersDrawer';
import { postColumns } from '../components/postColumns';
import { usePostsT } from '../i18n';

/** Post administration (spec 001 §7 "Posts"): list, form, status, delete one or several, users. */
export function PostListPage() {
  const { t, tr } = usePostsT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [selected, setSelected] = useState<Key[]>([]);
  const [usersOf, setUsersOf] = useState<PostView | null>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, usePost);
  const remove = useDeletePosts();
  const status = usePostStatus();
  const types = useDictOptions('post_type').options;
  const ranks = useDictOptions('post_rank').options;
  const fail = (error: unknown) => reportError(error, message.error, tr);

  // Refused (422) while users hold any of them, naming those posts.
  const removePosts = (postIds: number[]) =>
    remove.mutateAsync(postIds).then(() => {
      void message.success(t(postIds.length > 1 ? 'done.batchDeleted' : 'done.deleted'));
      setSelected((keys) => keys.filter((key) => !postIds.includes(Number(key))));
    }, fail);

  const columns = postColumns(t, {
    narrow,
    edit: (post) => form.open(`edit:${post.postId}`),
    users: setUsersOf,
    remove: (post) => removePosts([post.postId]),
    setStatus: (post, next) =>
      status
        .mutateAsync({ postIds: [post.postId], status: next })
        .then(() => void message.success(t(next === 1 ? 'done.enabled' : 'done.disabled')), fail),
    canToggle: usePermission('POST_ENABLE'),
    typeLabel: (code) => types.find((o) => o.value === code)?.label ?? orEmpty(code),
    rankLabel: (code) => ranks.find((o) => o.value === String(code))?.label ?? orEmpty(code),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'postName', label: t('search.postName') },
    { type: 'input', name: 'postCode', label: t('search.postCode') },
    { type: 'dict', name: 'postType', label: t('search.postType'), categoryCode: 'post_type' },
    {
      type: 'select',
      name: 'status',
      label: t('search.status'),
      options: [
        { value: 1, label: t('status.enabled') },
        { value: 0, label: t('status.disabled') },
      ],
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<PostFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="post-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<PostView, PostFilters>
          tableId="system.posts"
          rowKey="postId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={POST_PAGE_KEY}
          fetch={fetchPostPage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            <>
              <Permission code="POST_ADD">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => form.open('add')}
                  data-testid="post-add"
                >
                  {t('toolbar.add')}
                </Button>
              </Permission>
              <BatchButton
                permission="POST_BATCHDEL"
                count={selected.length}
                confirm={t('toolbar.batchConfirm', { count: selected.length })}
                onConfirm={() => removePosts(selected.map(Number))}
                label={t('toolbar.batchDelete')}
                testId="post-batch-delete"
              />
            </>
          }
        />
      </Card>
      {editing.open && <PostFormModal key={form.value} post={editing.record} onClose={form.close} />}
      {usersOf && <PostUsersDrawer post={usersOf} onClose={() => setUsersOf(null)} />}
    </Flex>
  );
}
