import { POST_STATUS, type PostView } from '@awards/shared/posts';
import { orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { ConfirmSwitch } from '../../../components/ConfirmSwitch';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { PostsT } from '../i18n';

export interface PostRowHandlers {
  /** A phone's width: the actions scroll with the row instead of covering the names. */
  narrow: boolean;
  edit: (post: PostView) => void;
  users: (post: PostView) => void;
  remove: (post: PostView) => Promise<unknown>;
  setStatus: (post: PostView, status: 0 | 1) => Promise<unknown>;
  /** Whether the status switch is live (POST_ENABLE); otherwise the status is only shown. */
  canToggle: boolean;
  /** Dictionary labels of post_type and post_rank codes. */
  typeLabel: (code: string | null) => string;
  rankLabel: (code: number | null) => string;
}

/** The list's columns; each action carries its POST_* code and is hidden without it. */
export function postColumns(t: PostsT, on: PostRowHandlers): DataTableColumn<PostView>[] {
  const status = (post: PostView) => {
    const enabled = post.status === POST_STATUS.enabled;
    if (!on.canToggle)
      return (
        <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'status.enabled' : 'status.disabled')}</Tag>
      );
    return (
      <ConfirmSwitch
        checked={enabled}
        aria-label={t('column.status')}
        data-testid={`post-status-${post.postCode}`}
        checkedChildren={t('status.enabled')}
        unCheckedChildren={t('status.disabled')}
        confirm={(enable) => ({
          title: t(enable ? 'action.enableConfirm' : 'action.disableConfirm', { name: post.postName }),
          description: t(enable ? 'action.enableEffect' : 'action.disableEffect'),
        })}
        onChange={(enable) => on.setStatus(post, enable ? 1 : 0)}
      />
    );
  };
  return [
    {
      key: 'postName',
      userText: true,
      title: t('column.postName'),
      width: 140,
      ellipsis: true,
      render: (_, post) => <span data-testid={`post-name-${post.postCode}`}>{post.postName}</span>,
    },
    {
      key: 'postCode',
      userText: true,
      title: t('column.postCode'),
      width: 170,
      render: (_, post) => <Typography.Text code>{post.postCode}</Typography.Text>,
    },
    { key: 'postType', title: t('column.postType'), width: 110, render: (_, p) => on.typeLabel(p.postType) },
    {
      key: 'postRank',
      defaultHidden: true,
      title: t('column.postRank'),
      width: 90,
      render: (_, p) => on.rankLabel(p.postRank),
    },
    { key: 'status', title: t('column.status'), width: 80, render: (_, post) => status(post) },
    { key: 'userCount', title: t('column.userCount'), dataIndex: 'userCount', width: 80, align: 'right' },
    {
      key: 'sortNumber',
      defaultHidden: true,
      title: t('column.sortNumber'),
      dataIndex: 'sortNumber',
      width: 60,
      align: 'center',
    },
    {
      key: 'remark',
      defaultHidden: true,
      userText: true,
      title: t('column.remark'),
      width: 120,
      ellipsis: true,
      render: (_, p) => orEmpty(p.remark),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (post) => [
        { key: 'edit', label: t('action.edit'), permission: 'POST_EDIT', onClick: () => on.edit(post) },
        {
          key: 'users',
          label: t('action.users'),
          permission: 'POST_USER',
          onClick: () => on.users(post),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'POST_DEL',
          danger: true,
          confirm: t('action.deleteConfirm', { name: post.postName }),
          onClick: () => on.remove(post),
        },
      ],
    },
  ];
}
