import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Permission, usePermission } from '../../../components/RowActions/Permission';
import { UserText } from '../../../components/UserText';
import { useOrgan, useOrganTree } from '../api/organTree';
import { OrganAdminsPanel } from '../components/OrganAdminsPanel';
import { OrganDataRulesPanel } from '../components/OrganDataRulesPanel';
import { OrganDeclarersPanel } from '../components/OrganDeclarersPanel';
import { type EditorMode, OrganEditor } from '../components/OrganEditor';
import { OrganExpertsPanel } from '../components/OrganExpertsPanel';
import { OrganMenusPanel } from '../components/OrganMenusPanel';
import { OrganTreePanel } from '../components/OrganTreePanel';
import { OrganUsersPanel } from '../components/OrganUsersPanel';
import { RecycleDrawer } from '../components/RecycleDrawer';
import { useOrgansT } from '../i18n';
import { findOrgan } from '../organTree';

type Adding = { kind: 'add' | 'addSub'; parentOrganId: number | null } | null;

/**
 * Organisation administration (spec 001 §7 "Organisations"): the tree on the left, the
 * selected organisation on the right (its form, users and administrators). The selection
 * is in the address (?organ=<id>), so a link opens it.
 */
export function OrganisationPage() {
  const { t } = useOrgansT();
  const { message } = App.useApp();
  const tree = useOrganTree();
  const nodes = tree.data ?? [];
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState<Adding>(null);
  const [recycling, setRecycling] = useState(false);
  const canSeeUsers = usePermission('DEPART_USER');
  const canGrant = usePermission('DEPART_MENU');
  // Nothing chosen yet: the first top-level organisation.
  const selected = Number(params.get('organ')) || nodes[0]?.organId || null;
  const organ = useOrgan(adding ? null : selected);

  const select = (organId: number | null) => {
    setAdding(null);
    setParams(organId === null ? {} : { organ: String(organId) }, { replace: true });
  };
  const mode: EditorMode | null =
    adding ??
    (organ.data ? { kind: 'edit', organ: organ.data, node: findOrgan(nodes, organ.data.organId) } : null);
  const editorKey =
    mode?.kind === 'edit'
      ? `edit:${mode.organ.organId}:${mode.organ.updateTime}`
      : `${mode?.kind}:${adding?.parentOrganId}`;
  const editor = mode && (
    <OrganEditor
      key={editorKey}
      mode={mode}
      tree={nodes}
      onSaved={(saved) => select(saved.organId)}
      onAddChild={(parentOrganId) => setAdding({ kind: 'addSub', parentOrganId })}
      onDeleted={() => select(null)}
      onCancel={() => setAdding(null)}
    />
  );
  const title = adding ? t(adding.kind === 'add' ? 'page.addRoot' : 'page.addChild') : organ.data?.organName;

  const tab = params.get('tab') ?? 'basic';
  const panels = [
    { key: 'basic', label: t('page.basic'), children: editor },
    ...(canSeeUsers && selected
      ? [
          {
            key: 'users',
            label: t('page.users'),
            children: <OrganUsersPanel organId={selected} organName={title ?? ''} />,
          },
        ]
      : []),
    ...(selected
      ? [
          {
            key: 'admins',
            label: t('page.admins'),
            children: <OrganAdminsPanel organId={selected} organName={title ?? ''} />,
          },
        ]
      : []),
    ...(canSeeUsers && selected && organ.data?.organType === 'unit'
      ? [
          {
            key: 'declarers',
            label: t('page.declarers'),
            children: <OrganDeclarersPanel organId={selected} />,
          },
        ]
      : []),
    ...(canSeeUsers && selected
      ? [
          {
            key: 'experts',
            label: t('page.experts'),
            children: <OrganExpertsPanel organId={selected} />,
          },
        ]
      : []),
    ...(canGrant && selected
      ? [
          {
            key: 'menus',
            label: t('page.menus'),
            children: <OrganMenusPanel organId={selected} />,
          },
          {
            key: 'dataRules',
            label: t('page.dataRules'),
            children: <OrganDataRulesPanel organId={selected} />,
          },
        ]
      : []),
  ];

  return (
    <Flex gap={16} wrap align="flex-start" data-testid="organisation-page">
      <Card style={{ flex: '1 1 340px', maxWidth: '100%' }}>
        {/* The breadcrumb names the page: the card holds the actions and the tree only. */}
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Permission code="DEPART_ADD">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding({ kind: 'add', parentOrganId: null })}
              data-testid="organ-add-root"
            >
              {t('page.addRoot')}
            </Button>
          </Permission>
          <Permission code="DEPART_RECYCLE">
            <Button icon={<DeleteOutlined />} onClick={() => setRecycling(true)} data-testid="organ-recycle">
              {t('page.recycle')}
            </Button>
          </Permission>
        </Flex>
        <OrganTreePanel
          tree={nodes}
          loading={tree.isLoading}
          selected={adding ? null : selected}
          onSelect={select}
          onError={(text) => void message.error(text)}
        />
      </Card>
      <Card
        title={adding ? title : title && <UserText>{title}</UserText>}
        style={{ flex: '999 1 520px', minWidth: 0 }}
        data-testid="organ-detail"
      >
        <Spin spinning={organ.isLoading}>
          {!mode ? (
            <Empty description={t('page.choose')} />
          ) : adding ? (
            editor
          ) : (
            <Tabs
              // One panel at a time: each reads its own calls only when shown.
              destroyOnHidden
              // The panel is in the address (?organ=3&tab=users), with its list's page and
              // search: another panel starts afresh. An unknown tab shows the first.
              activeKey={panels.some((panel) => panel.key === tab) ? tab : 'basic'}
              onChange={(tab) =>
                setParams(tab === 'basic' ? { organ: String(selected) } : { organ: String(selected), tab })
              }
              items={panels}
            />
          )}
        </Spin>
      </Card>
      {recycling && <RecycleDrawer onClose={() => setRecycling(false)} />}
    </Flex>
  );
}
