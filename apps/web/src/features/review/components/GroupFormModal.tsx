import type { GroupAdd } from '@awards/shared/review';
import { reportError } from '@awards/web-common/formErrors';
import { App, Form, Input, Modal, Select } from 'antd';
import { DictSelect } from '../../../components/DictSelect/DictSelect';
import { useAddGroup, usePool } from '../api/groups';
import { useReviewT } from '../i18n';

interface Values {
  groupName: string;
  discipline?: string;
  leader?: number;
  members?: number[];
}

/** A new group of the edition: name, discipline, a leader and members from the edition's pool. */
export function GroupFormModal({ editionId, onClose }: { editionId: number; onClose: () => void }) {
  const { t, tr } = useReviewT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const pool = usePool(editionId);
  const add = useAddGroup();
  const options = (pool.data ?? []).map((e) => ({
    value: e.expertId,
    label: `${e.expertName}（${e.organisation}）`,
  }));

  const save = async () => {
    const values = await form.validateFields();
    const members: NonNullable<GroupAdd['members']> = [
      ...(values.leader ? [{ expertId: values.leader, role: 'leader' as const }] : []),
      ...(values.members ?? [])
        .filter((id) => id !== values.leader)
        .map((expertId) => ({ expertId, role: 'member' as const })),
    ];
    await add
      .mutateAsync({ editionId, groupName: values.groupName, discipline: values.discipline ?? null, members })
      .then(
        () => {
          void message.success(t('groups.saved'));
          onClose();
        },
        (error) => reportError(error, message.error, tr),
      );
  };

  return (
    <Modal
      open
      title={t('groups.add')}
      onCancel={onClose}
      onOk={save}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="group-form">
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
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={options}
            loading={pool.isFetching}
          />
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
      </Form>
    </Modal>
  );
}
