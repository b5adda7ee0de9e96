import {
  DATA_GROUP_KIND_NAMES,
  DATA_GROUP_KINDS,
  DATA_GROUP_MESSAGES,
  type DataGroupKind,
  type DataGroupMember,
  type DataGroupView,
  dataGroupSaveSchema,
} from '@awards/shared/data-groups';
import type { Translation } from '@awards/shared/localised';
import { zodRule } from '@awards/web-common/zodRule';
import { Form, Input, Radio, TreeSelect } from 'antd';
import { useOrganOptions } from '../../../api/lookups/organOptions';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { useChangeDataGroups } from '../api/dataGroups';
import { useDataGroupsT } from '../i18n';
import { RegionMembers } from './RegionMembers';

const FIELDS = dataGroupSaveSchema.shape;

interface Values {
  groupCode: string;
  groupName: string;
  groupNameI18n?: Translation;
  kind: DataGroupKind;
  regions?: DataGroupMember[];
  organIds?: number[];
  remark?: string;
}

const NEW_GROUP: Partial<Values> = { kind: 'region', regions: [], organIds: [] };

const valuesOf = (group: DataGroupView): Values => ({
  groupCode: group.groupCode,
  groupName: group.groupName,
  groupNameI18n: group.groupNameI18n,
  kind: group.kind,
  regions: group.kind === 'region' ? group.members : [],
  organIds: group.kind === 'organisation' ? group.members.map((m) => Number(m.key)) : [],
  remark: group.remark ?? '',
});

/**
 * Add or edit a data group: its code (what a rule writes), name in three languages, what it
 * holds, and its members, picked with the kit's region picker or the organisation tree.
 */
export function DataGroupFormModal({ group, onClose }: { group: DataGroupView | null; onClose: () => void }) {
  const { t, tr } = useDataGroupsT();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? group?.kind ?? 'region';
  const change = useChangeDataGroups();
  const organs = useOrganOptions();
  return (
    <EntityFormModal
      form={form}
      name="dataGroup"
      title={t(group ? 'form.editTitle' : 'form.addTitle')}
      saved={t('done.saved')}
      initialValues={group ? valuesOf(group) : NEW_GROUP}
      onSave={(values) => {
        const input = {
          groupCode: values.groupCode,
          groupName: values.groupName,
          groupNameI18n: {
            zh_TW: values.groupNameI18n?.zh_TW ?? '',
            en_GB: values.groupNameI18n?.en_GB ?? '',
          },
          kind: values.kind,
          regionCodes: values.kind === 'region' ? (values.regions ?? []).map((m) => m.key) : [],
          organIds: values.kind === 'organisation' ? (values.organIds ?? []) : [],
          remark: values.remark ?? null,
        };
        return change.mutateAsync(
          group
            ? { kind: 'edit', values: { ...input, groupId: group.groupId } }
            : { kind: 'add', values: input },
        );
      }}
      serverName={(name) => (name.startsWith('regionCodes') ? 'regions' : name)}
      translate={tr}
      conflicts={{ [DATA_GROUP_MESSAGES.codeTaken]: 'groupCode' }}
      onClose={onClose}
    >
      <Form.Item name="groupName" label={t('column.name')} rules={[zodRule(FIELDS.groupName, tr)]}>
        <Input maxLength={50} data-testid="data-group-name" />
      </Form.Item>
      <TranslationFields name="groupNameI18n" label={t('column.name')} max={50} />
      <Form.Item name="groupCode" label={t('column.code')} rules={[zodRule(FIELDS.groupCode, tr)]}>
        <Input maxLength={64} data-testid="data-group-code" />
      </Form.Item>
      <Form.Item name="kind" label={t('column.kind')} rules={[zodRule(FIELDS.kind, tr)]}>
        <Radio.Group
          data-testid="data-group-kind"
          options={DATA_GROUP_KINDS.map((k) => ({ value: k, label: tr(DATA_GROUP_KIND_NAMES[k]) }))}
        />
      </Form.Item>
      {kind === 'region' ? (
        <Form.Item
          name="regions"
          label={t('form.regions')}
          extra={t('form.membersHint')}
          required
          rules={[
            {
              validator: (_, v?: DataGroupMember[]) =>
                v?.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(tr(DATA_GROUP_MESSAGES.membersRequired))),
            },
          ]}
        >
          <RegionMembers />
        </Form.Item>
      ) : (
        <Form.Item
          name="organIds"
          label={t('form.organs')}
          extra={t('form.membersHint')}
          required
          rules={[
            {
              validator: (_, v?: number[]) =>
                v?.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(tr(DATA_GROUP_MESSAGES.membersRequired))),
            },
          ]}
        >
          <TreeSelect
            multiple
            allowClear
            showSearch
            treeNodeFilterProp="organName"
            treeDefaultExpandAll
            fieldNames={{ label: 'organName', value: 'organId', children: 'children' }}
            loading={organs.isFetching}
            treeData={organs.data ?? []}
            data-testid="data-group-organs"
          />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('column.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </EntityFormModal>
  );
}
