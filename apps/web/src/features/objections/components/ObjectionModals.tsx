import { type Locale, type MessageRef, renderLabel } from '@awards/shared/i18n';
import {
  OBJECTION_CONCLUSIONS,
  OBJECTION_REQUEST_TARGETS,
  OBJECTION_STATUS_NAMES,
  OBJECTION_TARGET_NAMES,
  type ObjectionView,
  SCREENING_REASON_NAMES,
  SCREENING_REASONS,
} from '@awards/shared/objections';
import { fromPicker, toPicker } from '@awards/web-common/clock';
import { reportError } from '@awards/web-common/formErrors';
import { App, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { i18n } from '../../../i18n';
import { useConclude, useRequestResponse, useScreen } from '../api/objections';
import { useObjectionsT } from '../i18n';

export type Step = 'screen' | 'request' | 'conclude';

const label = (table: Readonly<Record<string, MessageRef>>, code: string) =>
  renderLabel(table, code, i18n.language as Locale);

/** The screening, request and conclusion dialogs of one objection. */
export function ObjectionModal({
  step,
  objection,
  onClose,
}: {
  step: Step | null;
  objection: ObjectionView | null;
  onClose: () => void;
}) {
  const { t, tr } = useObjectionsT();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const screen = useScreen();
  const request = useRequestResponse();
  const conclude = useConclude();
  const admit = Form.useWatch('admit', form);
  if (!step || !objection) return null;
  const objectionId = objection.objectionId;
  const submit = async () => {
    const v = await form.validateFields();
    const call =
      step === 'screen'
        ? screen.mutateAsync({
            objectionId,
            admit: v.admit,
            reason: v.admit ? undefined : v.reason,
            note: v.note,
          })
        : step === 'request'
          ? request.mutateAsync({
              objectionId,
              targets: v.targets,
              question: v.question,
              // The picked wall time is the display clock's (docs/conventions.md "One clock"),
              // not the browser's: 17:00 stays 17:00 on the unit's page.
              deadline: fromPicker(v.deadline as Dayjs)!,
            })
          : conclude.mutateAsync({ objectionId, conclusion: v.conclusion, opinion: v.opinion });
    await call.then(
      () => {
        void message.success(t('done'));
        form.resetFields();
        onClose();
      },
      (error) => reportError(error, message.error, tr),
    );
  };
  const required = [{ required: true }];
  return (
    <Modal
      open
      title={t(`${step}.title`)}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={screen.isPending || request.isPending || conclude.isPending}
      destroyOnHidden
      data-testid={`objection-${step}-modal`}
    >
      <Form form={form} layout="vertical" initialValues={{ admit: true, targets: ['declaring_unit'] }}>
        {step === 'screen' && (
          <>
            <Form.Item name="admit" label={t('screen.title')} rules={required}>
              <Radio.Group
                options={[
                  { value: true, label: t('screen.admit') },
                  { value: false, label: t('screen.notAdmit') },
                ]}
              />
            </Form.Item>
            {admit === false && (
              <Form.Item name="reason" label={t('screen.reason')} rules={required}>
                <Select
                  data-testid="screen-reason"
                  options={SCREENING_REASONS.map((r) => ({
                    value: r,
                    label: label(SCREENING_REASON_NAMES, r),
                  }))}
                />
              </Form.Item>
            )}
            <Form.Item name="note" label={t('screen.note')}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </>
        )}
        {step === 'request' && (
          <>
            <Form.Item name="targets" label={t('request.targets')} rules={required}>
              <Select
                mode="multiple"
                options={OBJECTION_REQUEST_TARGETS.map((x) => ({
                  value: x,
                  label: label(OBJECTION_TARGET_NAMES, x),
                }))}
              />
            </Form.Item>
            <Form.Item name="question" label={t('request.question')} rules={required}>
              <Input.TextArea rows={4} maxLength={4000} data-testid="request-question" />
            </Form.Item>
            <Form.Item name="deadline" label={t('request.deadline')} rules={required}>
              <DatePicker
                showTime
                data-testid="request-deadline"
                disabledDate={(d) => d.isBefore(toPicker(new Date()), 'day')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </>
        )}
        {step === 'conclude' && (
          <>
            <Form.Item name="conclusion" label={t('conclude.conclusion')} rules={required}>
              <Radio.Group
                data-testid="conclude-conclusion"
                options={OBJECTION_CONCLUSIONS.map((c) => ({
                  value: c,
                  label: label(OBJECTION_STATUS_NAMES, c),
                }))}
              />
            </Form.Item>
            <Form.Item name="opinion" label={t('conclude.opinion')} rules={required}>
              <Input.TextArea rows={4} maxLength={4000} data-testid="conclude-opinion" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
