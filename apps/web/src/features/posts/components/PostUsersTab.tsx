import type { Page } from '@awards/shared/paging';
import type { UserView } from '@awards/shared/users';
import { Button, Input, Popconfirm } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { usePersonColumns } from '../../../components/DataTable/personColumns';
import { type MemberFilters, POST_USERS_KEY } from '../api/postUsers';
import { usePostsT } from '../i18n';

interface Props {
  postId: number;
  /** bound: the holders, to remove; unbound: the candidates, to add. */
  kind: 'bound' | 'unbound';
  fetch: (query: MemberFilters & { pageNum: number; pageSize: number }) => Promise<Page<UserView>>;
  busy: boolean;
  /** Resolves true when the change was made (the selection is then cleared). */
  onApply: (userIds: number[]) => Promise<boolean>;
}

/** One tab of a post's users: searched, paged, and a selection to add or remove at once. */
export function PostUsersTab({ postId, kind, fetch, busy, onApply }: Props) {
  const { t } = usePostsT();
  const [filters, setFilters] = useState<MemberFilters>({ postId });
  const [selected, setSelected] = useState<Key[]>([]);
  const columns = usePersonColumns<UserView>('loginName', 'realname', 'orgName');
  const apply = () => onApply(selected.map(Number)).then((done) => done && setSelected([]));
  const search = (value: string) => {
    const text = value.trim();
    // Chinese text searches the real name, anything else the login name.
    const filter = !text ? {} : /[\u4e00-\u9fff]/.test(text) ? { realname: text } : { loginName: text };
    setFilters({ postId, ...filter });
  };
  const action =
    kind === 'unbound' ? (
      <Button
        type="primary"
        disabled={selected.length === 0}
        loading={busy}
        onClick={apply}
        data-testid="post-users-add"
      >
        {t('users.add', { count: selected.length })}
      </Button>
    ) : (
      <Popconfirm
        title={t('users.removeConfirm', { count: selected.length })}
        disabled={selected.length === 0}
        onConfirm={apply}
      >
        <Button danger disabled={selected.length === 0} loading={busy} data-testid="post-users-remove">
          {t('users.remove', { count: selected.length })}
        </Button>
      </Popconfirm>
    );
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('users.search')}
        style={{ marginBottom: 12 }}
        onSearch={search}
      />
      <DataTable<UserView, MemberFilters>
        tableId={`system.posts.${kind}Users`}
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={[...POST_USERS_KEY, kind]}
        fetch={fetch}
        columnChooser={false}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={action}
        tableProps={{ size: 'small' }}
      />
    </>
  );
}
