import type { AgendaItem, GradeOption, MeetingMemberView, RoundView } from '@awards/shared/meeting';
import { paperBallotSchema } from '@awards/shared/meeting';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Form, Input, Modal, Select } from 'antd';
import { usePaperBallot } from '../api/meeting';
import { useMeetingT } from '../i18n';

/**
 * A paper ballot recorded on a member's behalf (MEETING_VOTE), with the reason: a choice per
 * declaration of the open round (a grade or no award; approve or not in a run-off). Recused
 * members' declarations are left out for that member.
 */
export function PaperBallotModal({
  round,
  members,
  agenda,
  grades,
  onClose,
}: {
  round: RoundView;
  members: MeetingMemberView[];
  agenda: AgendaItem[];
  grades: GradeOption[];
  onClose: () => void;
}) {
  const { t, tr } = useMeetingT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{
    expertId: number;
    reason: string;
    choices: Record<string, string | number>;
  }>();
  const paper = usePaperBallot();
  const expertId = Form.useWatch('expertId', form);
  const items = agenda.filter(
    (a) => round.declarationIds.includes(a.declarationId) && !a.recusedExpertIds.includes(expertId ?? -1),
  );
  const options =
    round.kind === 'runoff'
      ? [
          { value: 'approve', label: t('approve') },
          { value: 'none', label: t('noAward') },
        ]
      : [
          ...grades.map((g) => ({ value: g.gradeLevel, label: g.gradeName })),
          { value: 'none', label: t('noAward') },
        ];
  const submit = async (values: {
    expertId: number;
    reason: string;
    choices?: Record<string, string | number>;
  }) => {
    const choices = Object.entries(values.choices ?? {})
      .filter(([id, v]) => v !== undefined && items.some((i) => String(i.declarationId) === id))
      .map(([id, choice]) => ({ declarationId: Number(id), choice: choice as number | 'none' | 'approve' }));
    try {
      await paper.mutateAsync({
        roundId: round.roundId,
        expertId: values.expertId,
        reason: values.reason,
        choices,
      });
      message.success(t('saved'));
      onClose();
    } catch (error) {
      showSaveError(error, form, ['expertId', 'reason'], message.error, tr);
    }
  };
  return (
    <Modal
      open
      title={t('paperTitle')}
      okButtonProps={{ ...({ 'data-testid': 'paper-ok' } as Record<`data-${string}`, string>) }}
      cancelText={t('cancel')}
      confirmLoading={paper.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="paper-form">
        <Form.Item name="expertId" label={t('member')} rules={[{ required: true, message: t('member') }]}>
          <Select
            data-testid="paper-member"
            options={members.map((m) => ({ value: m.expertId, label: m.expertName }))}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('reason')} rules={[zodRule(paperBallotSchema.shape.reason, tr)]}>
          <Input maxLength={500} />
        </Form.Item>
        {items.map((a) => (
          <Form.Item key={a.declarationId} name={['choices', String(a.declarationId)]} label={a.projectName}>
            <Select data-testid={`paper-choice-${a.declarationId}`} allowClear options={options} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
