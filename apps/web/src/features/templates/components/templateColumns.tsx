import type { TemplateView } from '@awards/shared/templates';
import { formatDateTime } from '@awards/web-common/format';
import { Flex, Tag } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { TemplatesT } from '../i18n';

export interface TemplateRowHandlers {
  narrow: boolean;
  edit: (template: TemplateView) => void;
  send: (template: TemplateView) => void;
  remove: (template: TemplateView) => Promise<unknown>;
  /** The name in the interface language. */
  name: (template: TemplateView) => string;
}

const TYPE_COLOUR: Record<string, string> = { 1: 'green', 2: 'blue', 3: 'cyan', 4: 'purple' };

/** The list's columns; each action only with its MSGTEM_* code. */
export function templateColumns(t: TemplatesT, on: TemplateRowHandlers): DataTableColumn<TemplateView>[] {
  return [
    {
      key: 'templateName',
      title: t('column.templateName'),
      width: 180,
      ellipsis: true,
      render: (_, m) => <span data-testid={`template-name-${m.templateId}`}>{on.name(m)}</span>,
    },
    {
      key: 'templateCode',
      userText: true,
      title: t('column.templateCode'),
      dataIndex: 'templateCode',
      width: 160,
      ellipsis: true,
    },
    {
      key: 'templateType',
      title: t('column.templateType'),
      width: 100,
      render: (_, m) => <Tag color={TYPE_COLOUR[m.templateType]}>{t(`type.${m.templateType}`)}</Tag>,
    },
    {
      key: 'templateContent',
      userText: true,
      title: t('column.templateContent'),
      width: 260,
      ellipsis: { showTitle: true },
      // The list shows the words, not the markup of an HTML (e-mail, system) template.
      render: (_, m) => m.templateContent.replace(/<[^>]+>/g, ' ').trim(),
    },
    {
      key: 'params',
      userText: true,
      title: t('column.params'),
      width: 180,
      render: (_, m) => (
        <Flex gap={4} wrap>
          {m.params.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'updateTime',
      title: t('column.updateTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, m) => formatDateTime(m.updateTime ?? m.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (m) => [
        { key: 'send', label: t('action.send'), permission: 'MSGTEM_SEND', onClick: () => on.send(m) },
        { key: 'edit', label: t('action.edit'), permission: 'MSGTEM_EDIT', onClick: () => on.edit(m) },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'MSGTEM_DEL',
          danger: true,
          confirm: t('action.deleteConfirm', { name: on.name(m) }),
          onClick: () => on.remove(m),
        },
      ],
    },
  ];
}
