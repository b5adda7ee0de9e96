import { meetingAddSchema } from '@awards/shared/meeting';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal, Select } from 'antd';
import { useAddMeeting, useGroups } from '../api/meeting';
import { useMeetingT } from '../i18n';

/** A new meeting of one review group: its leader chairs, its leader and members are the members. */
export function AddMeetingModal({
  editionId,
  onClose,
  onAdded,
}: {
  editionId: number;
  onClose: () => void;
  onAdded: (meetingId: number) => void;
}) {
  const { t, tr } = useMeetingT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ meetingName: string; groupId: number }>();
  const groups = useGroups(editionId);
  const add = useAddMeeting();
  const submit = async (values: { meetingName: string; groupId: number }) => {
    try {
      const added = await add.mutateAsync({ editionId, ...values });
      onAdded(added.meetingId);
      onClose();
    } catch (error) {
      showSaveError(error, form, ['meetingName', 'groupId'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('add')}
      okButtonProps={{ ...({ 'data-testid': 'meeting-add-ok' } as Record<`data-${string}`, string>) }}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="meeting-add-form">
        <Form.Item
          name="meetingName"
          label={t('name')}
          rules={[zodRule(meetingAddSchema.shape.meetingName, tr)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="groupId" label={t('group')} rules={[{ required: true, message: t('group') }]}>
          <Select
            data-testid="meeting-add-group"
            loading={groups.isFetching}
            options={(groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
