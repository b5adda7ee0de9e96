import type { OrganNode } from '@awards/shared/organisations';
import { reportError } from '@awards/web-common/formErrors';
import { Empty, Input, Spin, Tag, Tree, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { usePermission } from '../../../components/RowActions/Permission';
import { UserText } from '../../../components/UserText';
import { useSortOrgans } from '../api/saveOrgan';
import { useOrgansT } from '../i18n';
import { canDrop, filterOrgans, orderAfterDrop } from '../organTree';

const FIELD_NAMES = { title: 'organName', key: 'organId', children: 'children' };

/** The first two levels open: enough to see the shape without a wall of names. */
const firstLevels = (tree: readonly OrganNode[]) => [
  ...tree.map((n) => n.organId),
  ...tree.flatMap((n) => n.children.filter((c) => c.children.length > 0).map((c) => c.organId)),
];

interface Props {
  tree: readonly OrganNode[];
  loading: boolean;
  selected: number | null;
  onSelect: (organId: number) => void;
  onError: (text: string) => void;
}

/** The organisation tree: searched by name or code, and sorted among siblings by dragging (DEPART_SORT). */
export function OrganTreePanel({ tree, loading, selected, onSelect, onError }: Props) {
  const { t, tr } = useOrgansT();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const filtered = useMemo(() => filterOrgans(tree, keyword), [tree, keyword]);
  const sort = useSortOrgans();
  // Sorting a filtered tree would hide siblings from the order sent: only the whole tree drags.
  const canSort = usePermission('DEPART_SORT') && !keyword.trim();

  const title = (node: OrganNode) => (
    <span data-testid={`organ-node-${node.organCode}`}>
      <Typography.Text type={node.useable ? undefined : 'secondary'}>
        <UserText>{node.organName}</UserText>
      </Typography.Text>{' '}
      <Tag style={{ marginInlineEnd: 0 }}>{t(`organType.${node.organType}`)}</Tag>
    </span>
  );

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('tree.search')}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 12 }}
        data-testid="organ-search"
      />
      <Spin spinning={loading || sort.isPending}>
        {filtered.nodes.length === 0 && !loading ? (
          <Empty description={t('tree.empty')} />
        ) : (
          <Tree<OrganNode>
            blockNode
            fieldNames={FIELD_NAMES}
            treeData={filtered.nodes}
            titleRender={title}
            selectedKeys={selected === null ? [] : [selected]}
            onSelect={(_, info) => onSelect(info.node.organId)}
            expandedKeys={filtered.expanded ?? expanded ?? firstLevels(tree)}
            onExpand={setExpanded}
            draggable={canSort ? { icon: false } : false}
            allowDrop={({ dragNode, dropNode, dropPosition }) => canDrop(dragNode, dropNode, dropPosition)}
            onDrop={(info) => {
              // antd gives the drop position over the whole list; relative to the node it is -1, 0 or 1.
              const index = Number(info.node.pos.split('-').at(-1));
              const position = (info.dropToGap ? Math.sign(info.dropPosition - index) || -1 : 0) as
                | -1
                | 0
                | 1;
              if (!canDrop(info.dragNode, info.node, position)) return;
              sort.mutate(orderAfterDrop(tree, info.dragNode, info.node, position), {
                onError: (error) => reportError(error, onError, tr),
              });
            }}
            data-testid="organ-tree"
          />
        )}
      </Spin>
    </>
  );
}
