import { AWAITING_EXAMINATION, type DeclarationDetail } from '@awards/shared/declarations';
import {
  EXAMINATION_DECISIONS,
  type ExaminationDecision,
  examinationDecideSchema,
} from '@awards/shared/examination';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { Alert, App, Button, Form, Input, Radio } from 'antd';
import { useConfirm } from '../../../components/useConfirm';
import { useDecide } from '../api/examination';
import { useExaminationT } from '../i18n';

interface Values {
  decision: ExaminationDecision;
  opinion?: string;
}

/**
 * Pass, return for correction, not accepted or defer. No outcome is chosen for the examiner
 * (issue 14: a default of 通过 passed what was never looked at): the submit says 请选择审查结论
 * until one is. 不予受理 ends the declaration, so it is confirmed first. The opinion is
 * required for all but pass: the form says so before asking, and the server's refusal
 * (400/505) shows on the field.
 */
export function DecisionPanel({
  declaration,
  onDone,
}: {
  declaration: DeclarationDetail;
  onDone: () => void;
}) {
  const { t, tr } = useExaminationT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const decide = useDecide();
  const confirm = useConfirm();
  const decision = Form.useWatch('decision', form);
  if (!AWAITING_EXAMINATION.includes(declaration.status))
    return <Alert type="info" showIcon title={t('view.decided')} data-testid="examination-decided" />;

  const submit = async (values: Values) => {
    if (
      values.decision === 'reject' &&
      !(await confirm.ask(
        {
          title: t('form.rejectConfirm', { name: declaration.projectName }),
          description: t('form.rejectEffect'),
        },
        { danger: true, okText: t('decision.reject') },
      ))
    )
      return;
    try {
      await decide.mutateAsync({
        declarationId: declaration.declarationId,
        decision: values.decision,
        opinion: values.opinion?.trim() || null,
      });
      void message.success(t('done.decided'));
      onDone();
    } catch (error) {
      showSaveError(error, form, ['opinion', 'decision'], message.error, tr);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="decision-form">
      <Form.Item
        name="decision"
        label={t('form.decision')}
        required
        rules={[zodRule(examinationDecideSchema.shape.decision, tr)]}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={EXAMINATION_DECISIONS.map((d) => ({ value: d, label: t(`decision.${d}`) }))}
          data-testid="decision-choice"
          onChange={() => form.setFields([{ name: 'opinion', errors: [] }])}
        />
      </Form.Item>
      <Form.Item
        name="opinion"
        label={t('form.opinion')}
        required={decision !== undefined && decision !== 'pass'}
        dependencies={['decision']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (getFieldValue('decision') !== 'pass' && !value?.trim())
                throw new Error(t('form.opinionRequired'));
            },
          }),
        ]}
      >
        <Input.TextArea rows={4} maxLength={1000} showCount data-testid="decision-opinion" />
      </Form.Item>
      {confirm.holder}
      <Button type="primary" htmlType="submit" loading={decide.isPending} data-testid="decision-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
