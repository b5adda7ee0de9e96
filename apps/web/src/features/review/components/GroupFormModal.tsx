import { EXPERT_AVAILABILITY_NAMES } from '@awards/shared/experts';
import type { GroupAdd } from '@awards/shared/review';
import { Form, Input, Select } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { useAddGroup, usePool } from '../api/groups';
import { useReviewT } from '../i18n';

interface Values {
  groupName: string;
  discipline?: string;
  leader?: number;
  members?: number[];
}

/**
 * A new group of the edition: name, discipline, a leader and members from the edition's pool.
 * EntityFormModal saves it (Enter submits, the server's field errors go on their fields).
 */
export function GroupFormModal({ editionId, onClose }: { editionId: number; onClose: () => void }) {
  const { t, tr } = useReviewT();
  const [form] = Form.useForm<Values>();
  const pool = usePool(editionId);
  const add = useAddGroup();
  const options = (pool.data ?? []).map((e) => ({
    value: e.expertId,
    label:
      e.availability === 'unavailable'
        ? `${e.expertName}（${e.organisation}）· ${tr(EXPERT_AVAILABILITY_NAMES.unavailable)}`
        : `${e.expertName}（${e.organisation}）`,
  }));

  const save = (values: Values) => {
    const members: NonNullable<GroupAdd['members']> = [
      ...(values.leader ? [{ expertId: values.leader, role: 'leader' as const }] : []),
      ...(values.members ?? [])
        .filter((id) => id !== values.leader)
        .map((expertId) => ({ expertId, role: 'member' as const })),
    ];
    return add.mutateAsync({
      editionId,
      groupName: values.groupName,
      discipline: values.discipline ?? null,
      members,
    });
  };

  return (
    <EntityFormModal<Values>
      form={form}
      name="group"
      title={t('groups.add')}
      saved={t('groups.saved')}
      onSave={save}
      translate={tr}
      onClose={onClose}
    >
      <Form.Item
        name="groupName"
        label={t('groups.name')}
        rules={[{ required: true, message: t('groups.name') }]}
      >
        <Input maxLength={50} data-testid="group-name" />
      </Form.Item>
      <Form.Item name="discipline" label={t('groups.discipline')}>
        <DictSelect categoryCode="discipline" allowClear />
      </Form.Item>
      <Form.Item name="leader" label={t('groups.leader')}>
        <Select allowClear showSearch optionFilterProp="label" options={options} loading={pool.isFetching} />
      </Form.Item>
      <Form.Item name="members" label={t('groups.members')}>
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          options={options}
          loading={pool.isFetching}
        />
      </Form.Item>
    </EntityFormModal>
  );
}
