import { PlusOutlined } from '@ant-design/icons';
import type { TemplateView } from '@awards/shared/templates';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { App, Button, Card, Flex, Grid } from 'antd';
import { type Key, useState } from 'react';
import { BatchButton } from '../../../components/BatchButton/BatchButton';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useDeleteTemplates } from '../api/deleteTemplates';
import { fetchTemplatePage, TEMPLATE_PAGE_KEY, type TemplateFilters } from '../api/templatePage';
import { TemplateFormModal } from '../components/TemplateFormModal';
import { TemplateSendModal } from '../components/TemplateSendModal';
import { templateColumns } from '../components/templateColumns';
import { useTemplatesT } from '../i18n';

type Editing = { template: TemplateView | null } | null;

/** Message templates (spec 001 §2 /_message): list, add/edit, delete one or several, send. */
export function TemplateListPage() {
  const { t, tr } = useTemplatesT();
  const localised = useLocalised();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [sending, setSending] = useState<TemplateView | null>(null);
  const remove = useDeleteTemplates();

  const removeTemplates = (ids: number[]) =>
    remove.mutateAsync(ids).then(
      () => {
        void message.success(t(ids.length > 1 ? 'done.batchDeleted' : 'done.deleted'));
        setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
      },
      (error) => reportError(error, message.error, tr),
    );

  const columns = templateColumns(t, {
    name: (template) => localised(template.templateName, template.templateNameI18n),
    narrow,
    edit: (template) => setEditing({ template }),
    send: setSending,
    remove: (template) => removeTemplates([template.templateId]),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'templateName', label: t('search.templateName') },
    { type: 'input', name: 'templateCode', label: t('search.templateCode') },
    {
      type: 'dict',
      name: 'templateType',
      label: t('search.templateType'),
      categoryCode: 'template_type',
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<TemplateFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="template-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<TemplateView, TemplateFilters>
          tableId="message.templates"
          rowKey="templateId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={TEMPLATE_PAGE_KEY}
          fetch={fetchTemplatePage}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
          toolbar={
            <>
              <Permission code="MSGTEM_ADD">
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setEditing({ template: null })}
                  data-testid="template-add"
                >
                  {t('toolbar.add')}
                </Button>
              </Permission>
              <BatchButton
                permission="MSGTEM_BATCHDEL"
                count={selected.length}
                confirm={t('toolbar.batchConfirm', { count: selected.length })}
                onConfirm={() => removeTemplates(selected.map(Number))}
                label={t('toolbar.batchDelete')}
                testId="template-batch-delete"
              />
            </>
          }
        />
      </Card>
      {editing && (
        <TemplateFormModal
          key={editing.template?.templateId ?? 'add'}
          template={editing.template}
          onClose={() => setEditing(null)}
        />
      )}
      {sending && (
        <TemplateSendModal key={sending.templateId} template={sending} onClose={() => setSending(null)} />
      )}
    </Flex>
  );
}
