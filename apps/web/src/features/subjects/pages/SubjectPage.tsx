import type { SubjectNode } from '@awards/shared/subjects';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { Alert, App, Button, Card, Flex } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useListState } from '../../../components/DataTable/useListState';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { fetchSubjectTree, SUBJECT_TREE_KEY, type SubjectFilters, useChangeSubjects } from '../api/subjects';
import { SubjectFormModal } from '../components/SubjectFormModal';
import { useSubjectsT } from '../i18n';

const SEARCH_CARD = { body: { paddingBottom: 0 } };

type FormState = { subject: SubjectNode | null; parentId: number | null } | null;

/**
 * Subjects (学科, spec 001 §7): the discipline tree, up to three levels. It is the Discipline
 * dictionary the experts', declarations' and review groups' forms choose from (docs/domain.md
 * "Subjects"): a save here changes their choices at once. A code stays once given; a subject
 * with sub-subjects or records is not deleted (the server says how many hold it).
 */
export function SubjectPage() {
  const { t, tr } = useSubjectsT();
  const localise = useLocalised();
  const { message } = App.useApp();
  const change = useChangeSubjects();
  const [form, setForm] = useState<FormState>(null);
  // A parent opened by hand or given a sub-subject here stays open across reloads of the tree.
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const expand = (subjectId: number | null) =>
    subjectId !== null && setExpanded((keys) => (keys.includes(subjectId) ? keys : [...keys, subjectId]));

  const fields: SearchField[] = [{ type: 'input', name: 'keyword', label: t('search.keyword') }];
  const list = useListState<SubjectFilters>(searchSpec(fields), { defaultPageSize: 50 });
  const columns: DataTableColumn<SubjectNode>[] = [
    {
      key: 'name',
      userText: true,
      title: t('column.name'),
      width: 260,
      render: (_, row) => <span data-testid={`subject-${row.code}`}>{localise(row.name, row.nameI18n)}</span>,
    },
    { key: 'code', userText: true, title: t('column.code'), dataIndex: 'code', width: 160 },
    { key: 'usage', title: t('column.usage'), dataIndex: 'usage', width: 90, align: 'center' },
    { key: 'sortNumber', title: t('column.sortNumber'), dataIndex: 'sortNumber', width: 80, align: 'center' },
    { key: 'remark', userText: true, title: t('column.remark'), dataIndex: 'remark', width: 200 },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) => [
        {
          key: 'addChild',
          label: t('action.addChild'),
          permission: 'SUBJECT_ADD',
          onClick: () => {
            expand(row.subjectId);
            setForm({ subject: null, parentId: row.subjectId });
          },
        },
        {
          key: 'edit',
          label: t('action.edit'),
          permission: 'SUBJECT_EDIT',
          onClick: () => setForm({ subject: row, parentId: row.parentId }),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'SUBJECT_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () =>
            change.mutateAsync({ kind: 'delete', values: { subjectId: row.subjectId } }).then(
              () => void message.success(t('done.deleted')),
              (error) => reportError(error, message.error, tr),
            ),
        },
      ],
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="subject-page">
      <Card styles={SEARCH_CARD}>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card title={t('title')}>
        <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
        <DataTable<SubjectNode, SubjectFilters>
          tableId="system.subjects"
          rowKey="subjectId"
          columns={columns}
          list={list}
          filters={list.filters}
          queryKey={SUBJECT_TREE_KEY}
          fetch={fetchSubjectTree}
          defaultPageSize={50}
          tableProps={{ expandable: { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded } }}
          toolbar={
            <Permission code="SUBJECT_ADD">
              <Button
                type="primary"
                onClick={() => setForm({ subject: null, parentId: null })}
                data-testid="subject-add"
              >
                {t('action.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {form && (
        <SubjectFormModal subject={form.subject} parentId={form.parentId} onClose={() => setForm(null)} />
      )}
    </Flex>
  );
}
