import { EXPERT_AVAILABILITY_NAMES } from '@awards/shared/experts';
import { messageCall } from '@awards/shared/i18n';
import { MEETING_MESSAGES as M, type MeetingAdd, meetingAddSchema } from '@awards/shared/meeting';
import { ApiError } from '@awards/web-common/apiError';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal, Radio, Select, Tooltip } from 'antd';
import { UserText } from '../../../components/UserText';
import { useAddMeeting, useGroups, useMeetingCandidates } from '../api/meeting';
import { useMeetingT } from '../i18n';

type Scope = 'group' | 'award';
interface Values {
  meetingName: string;
  scope: Scope;
  groupId?: number;
  awardId?: number;
  expertIds?: number[];
  chairExpertId?: number;
}

const FIELDS = ['meetingName', 'groupId', 'awardId', 'expertIds', 'chairExpertId'] as const;
/** The server's refusals (505, named by their message key) and the field each belongs to. */
const FIELD_OF_REFUSAL: Record<string, (typeof FIELDS)[number]> = Object.fromEntries(
  (
    [
      [M.groupNotFound, 'groupId'],
      [M.membersRequired, 'expertIds'],
      [M.awardNotInEdition, 'awardId'],
      [M.noMeetingStage, 'awardId'],
      [M.awardHasExpertReview, 'awardId'],
      [M.notInPool({ names: '' }), 'expertIds'],
      [M.chairNotMember, 'chairExpertId'],
    ] as const
  ).map(([ref, field]) => [messageCall(ref)?.key ?? ref, field]),
);

/**
 * A new meeting of the edition, for one review group (its leader chairs, its leader and members
 * are the members) or for one award whose flow has no expert review (the meeting is its first
 * review: members chosen from the edition's pool, the chair among them, the first by default).
 * The award choice is offered only when the edition has such an award.
 */
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
  const [form] = Form.useForm<Values>();
  const groups = useGroups(editionId);
  const candidates = useMeetingCandidates(editionId);
  const add = useAddMeeting();
  const scope = Form.useWatch('scope', form) ?? 'group';
  const chosen = Form.useWatch('expertIds', form) ?? [];
  const awards = candidates.data?.awards ?? [];
  const pool = candidates.data?.experts ?? [];
  const expertLabel = (expertId: number) => {
    const e = pool.find((x) => x.expertId === expertId);
    if (!e) return String(expertId);
    const who = [e.expertName, e.title].filter(Boolean).join(' ');
    return (
      <>
        <UserText>{`${who}（${e.organisation}）`}</UserText>
        {e.availability === 'unavailable' && ` · ${tr(EXPERT_AVAILABILITY_NAMES.unavailable)}`}
      </>
    );
  };
  const poolOptions = pool.map((e) => ({
    value: e.expertId,
    label: expertLabel(e.expertId),
    search: `${e.expertName} ${e.organisation} ${e.title ?? ''}`,
  }));

  const submit = async (values: Values) => {
    const body: MeetingAdd =
      values.scope === 'award'
        ? {
            editionId,
            meetingName: values.meetingName,
            awardId: values.awardId,
            expertIds: values.expertIds ?? [],
            chairExpertId: values.chairExpertId,
          }
        : { editionId, meetingName: values.meetingName, groupId: values.groupId };
    try {
      const added = await add.mutateAsync(body);
      onAdded(added.meetingId);
      onClose();
    } catch (error) {
      const said = error instanceof ApiError ? (error.ref ?? error.message) : '';
      const field = FIELD_OF_REFUSAL[messageCall(said)?.key ?? said];
      showSaveError(error, form, FIELDS, message.error, tr, field ? { [said]: field } : {});
    }
  };

  // The chair is one of the members: the first chosen until another is picked.
  const onValuesChange = (changed: Partial<Values>, all: Values) => {
    if (!('expertIds' in changed)) return;
    const ids = all.expertIds ?? [];
    if (all.chairExpertId === undefined || !ids.includes(all.chairExpertId))
      form.setFieldValue('chairExpertId', ids[0]);
  };

  const noAward = !candidates.isFetching && awards.length === 0;
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
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={onValuesChange}
        initialValues={{ scope: 'group' }}
        data-testid="meeting-add-form"
      >
        <Form.Item
          name="meetingName"
          label={t('name')}
          rules={[zodRule(meetingAddSchema.shape.meetingName, tr)]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="scope" label={t('scope')}>
          <Radio.Group data-testid="meeting-add-scope">
            <Radio value="group" data-testid="meeting-scope-group">
              {t('scopeGroup')}
            </Radio>
            <Tooltip title={noAward ? t('noAwardCandidate') : undefined}>
              <span data-testid="meeting-scope-award-wrap">
                <Radio value="award" disabled={awards.length === 0} data-testid="meeting-scope-award">
                  {t('scopeAward')}
                </Radio>
              </span>
            </Tooltip>
          </Radio.Group>
        </Form.Item>
        {scope === 'group' ? (
          <Form.Item name="groupId" label={t('group')} rules={[{ required: true, message: t('group') }]}>
            <Select
              data-testid="meeting-add-group"
              loading={groups.isFetching}
              options={(groups.data ?? []).map((g) => ({
                value: g.groupId,
                label: <UserText>{g.groupName}</UserText>,
                search: g.groupName,
              }))}
              showSearch={{ optionFilterProp: 'search' }}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="awardId"
              label={t('award')}
              extra={t('awardExtra')}
              rules={[{ required: true, message: t('pickAward') }]}
            >
              <Select
                data-testid="meeting-add-award"
                loading={candidates.isFetching}
                options={awards.map((a) => ({
                  value: a.awardId,
                  label: <UserText>{a.awardName}</UserText>,
                  search: a.awardName,
                }))}
                showSearch={{ optionFilterProp: 'search' }}
              />
            </Form.Item>
            <Form.Item
              name="expertIds"
              label={t('expertIds')}
              rules={[{ required: true, type: 'array', min: 1, message: tr(M.membersRequired) }]}
            >
              <Select
                mode="multiple"
                data-testid="meeting-add-experts"
                placeholder={t('expertSearch')}
                loading={candidates.isFetching}
                options={poolOptions}
                showSearch={{ optionFilterProp: 'search' }}
              />
            </Form.Item>
            <Form.Item
              name="chairExpertId"
              label={t('chair')}
              rules={[{ required: true, message: t('pickChair') }]}
            >
              <Select
                data-testid="meeting-add-chair"
                options={chosen.map((id) => ({ value: id, label: expertLabel(id) }))}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
