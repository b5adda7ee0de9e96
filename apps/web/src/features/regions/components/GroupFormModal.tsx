import {
  OFFICE_GROUP_CATEGORY,
  REGION_MESSAGES,
  type RegionGroupView,
  regionGroupAddSchema,
} from '@awards/shared/regions';
import { useLocalised } from '@awards/web-common/localised';
import { isRequired, zodRule } from '@awards/web-common/zodRule';
import { AutoComplete, Form, Input, InputNumber, Select } from 'antd';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useProvinces } from '../api/provinces';
import { type GroupSave, useChangeGroup } from '../api/saveGroup';
import { useRegionsT } from '../i18n';

const FIELDS = regionGroupAddSchema.shape;
const CONFLICTS = {
  [REGION_MESSAGES.groupCodeTaken]: 'groupCode',
  [REGION_MESSAGES.unknownRegions]: 'regions',
};

interface Values {
  category: string;
  groupCode: string;
  groupName: string;
  regions: string[];
  sortNumber?: number | null;
}

interface Props {
  group: RegionGroupView | null;
  categories: string[];
  onClose: () => void;
}

/** Add or edit a region group such as an office and the provinces it covers (REGION_EDIT). */
export function GroupFormModal({ group, categories, onClose }: Props) {
  const { t, tr } = useRegionsT();
  const [form] = Form.useForm<Values>();
  const change = useChangeGroup();
  const provinces = useProvinces().data ?? [];
  const localise = useLocalised();
  // Provinces to choose from, plus whatever finer regions the group already covers.
  const options = [
    ...provinces.map((p) => ({ value: p.code, label: localise(p.value, p.nameI18n) })),
    ...(group?.regions ?? [])
      .filter((r) => !provinces.some((p) => p.code === r.code))
      .map((r) => ({ value: r.code, label: localise(r.name, r.nameI18n) })),
  ];
  const rule = (name: keyof Values) => ({
    required: isRequired(FIELDS[name]),
    rules: [zodRule(FIELDS[name], tr)],
  });

  const onSave = ({ sortNumber, ...values }: Values) => {
    const fields = { ...values, ...(typeof sortNumber === 'number' ? { sortNumber } : {}) };
    const save: GroupSave = group
      ? { kind: 'editGroup', values: { ...fields, groupId: group.groupId } }
      : { kind: 'addGroup', values: fields };
    const touched = [values.category, ...(group ? [group.category] : [])];
    return change.mutateAsync({ change: save, categories: touched });
  };

  const initial = group
    ? { ...group, regions: group.regions.map((r) => r.code) }
    : { category: OFFICE_GROUP_CATEGORY, regions: [] };
  return (
    <EntityFormModal
      form={form}
      name="group"
      title={t(group ? 'groups.editTitle' : 'groups.addTitle')}
      saved={t(group ? 'done.edited' : 'done.added')}
      width={640}
      initialValues={initial}
      onSave={onSave}
      translate={tr}
      conflicts={CONFLICTS}
      onClose={onClose}
    >
      <Form.Item name="category" label={t('groups.category')} {...rule('category')}>
        <AutoComplete options={categories.map((value) => ({ value }))} />
      </Form.Item>
      <Form.Item name="groupCode" label={t('groups.groupCode')} {...rule('groupCode')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="groupName" label={t('groups.groupName')} {...rule('groupName')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="regions" label={t('groups.regions')} {...rule('regions')}>
        <Select mode="multiple" options={options} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="sortNumber" label={t('groups.sortNumber')}>
        <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </EntityFormModal>
  );
}
