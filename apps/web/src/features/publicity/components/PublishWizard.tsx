import {
  PUBLICITY_FIELD_NAMES,
  PUBLICITY_FIELDS,
  type PublicityField,
  type PublicityPreview,
  type PublicityPublish,
  type PublicitySettingsView,
} from '@awards/shared/publicity';
import { fromPicker } from '@awards/web-common/clock';
import { reportError } from '@awards/web-common/formErrors';
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Steps,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { usePreview, usePublish } from '../api/publicity';
import { usePublicityT } from '../i18n';
import { EntriesTable } from './EntriesTable';
import { periodDays, periodEnd, periodStart } from './period';

interface Values {
  awardIds: number[];
  fields: PublicityField[];
  when: 'now' | 'later';
  startAt?: Dayjs;
  title?: string;
}

/**
 * Publish in two steps: choose the confirmed lists, the fields and the start (now or at a set
 * time), then look at the list exactly as it will show, with its period and hash, and publish.
 */
export function PublishWizard({
  settings,
  onClose,
}: {
  settings: PublicitySettingsView;
  onClose: () => void;
}) {
  const { t, tr } = usePublicityT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const preview = usePreview();
  const publish = usePublish();
  const [step, setStep] = useState(0);
  const [lists, setLists] = useState<PublicityPreview['sources'] | null>(null);
  const [request, setRequest] = useState<PublicityPublish | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editionId = settings.editionId;

  // The confirmed lists to choose from: what a preview of everything would take.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    preview.mutateAsync({ editionId }).then(
      (answer) => {
        setLists(answer.sources);
        form.setFieldValue(
          'awardIds',
          answer.sources.map((s) => s.awardId),
        );
      },
      (error: Error) => setRefusal(tr(error.message)),
    );
  }, [editionId]);

  const toRequest = (values: Values): PublicityPublish => ({
    editionId,
    awardIds: values.awardIds,
    fields: PUBLICITY_FIELDS.filter((f) => values.fields.includes(f)),
    startTime: values.when === 'later' ? (fromPicker(values.startAt) ?? null) : null,
    title: values.title?.trim() ? values.title.trim() : null,
  });

  const next = async (values: Values) => {
    const wanted = toRequest(values);
    try {
      await preview.mutateAsync(wanted);
      setRequest(wanted);
      setStep(1);
    } catch (error) {
      reportError(error, message.error, tr);
    }
  };

  const confirm = async () => {
    if (!request) return;
    try {
      const done = await publish.mutateAsync(request);
      void message.success(
        done.status === 'scheduled'
          ? t('wizard.scheduled', { start: periodStart(done.startTime) })
          : t('wizard.published'),
      );
      onClose();
    } catch (error) {
      reportError(error, message.error, tr);
    }
  };

  const shown = preview.data;
  return (
    <Modal
      open
      width={960}
      title={t('wizard.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        step === 0 ? (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button
              type="primary"
              disabled={!lists}
              loading={preview.isPending}
              onClick={() => form.submit()}
              data-testid="publicity-wizard-next"
            >
              {t('wizard.next')}
            </Button>
          </Flex>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={() => setStep(0)}>{t('wizard.back')}</Button>
            <Button
              type="primary"
              loading={publish.isPending}
              onClick={() => void confirm()}
              data-testid="publicity-wizard-publish"
            >
              {t('wizard.confirm')}
            </Button>
          </Flex>
        )
      }
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[{ title: t('wizard.stepLists') }, { title: t('wizard.stepPreview') }]}
      />
      {refusal && <Alert type="warning" showIcon title={refusal} data-testid="publicity-wizard-refusal" />}
      <Form<Values>
        form={form}
        layout="vertical"
        hidden={step !== 0 || refusal !== null}
        initialValues={{ fields: settings.fields.proposed, when: 'now' }}
        onFinish={(values) => void next(values)}
        data-testid="publicity-wizard-form"
      >
        <Form.Item
          name="awardIds"
          label={t('wizard.lists')}
          rules={[{ required: true, message: t('wizard.lists') }]}
        >
          <Checkbox.Group
            options={(lists ?? []).map((l) => ({
              value: l.awardId,
              label: t('wizard.listLabel', { award: l.awardName, version: l.version, entries: l.entries }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="fields"
          label={t('fields')}
          extra={t('fieldsHelp')}
          rules={[{ required: true, message: t('fields') }]}
        >
          <Checkbox.Group
            options={PUBLICITY_FIELDS.map((f) => ({ value: f, label: tr(PUBLICITY_FIELD_NAMES[f]) }))}
          />
        </Form.Item>
        <Form.Item label={t('wizard.start')} required>
          <Flex gap={12} align="center" wrap>
            <Form.Item name="when" noStyle>
              <Radio.Group
                options={[
                  { value: 'now', label: t('wizard.startNow') },
                  { value: 'later', label: t('wizard.startLater') },
                ]}
              />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a, b) => a.when !== b.when}>
              {({ getFieldValue }) =>
                getFieldValue('when') === 'later' && (
                  <Form.Item name="startAt" noStyle rules={[{ required: true }]}>
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                  </Form.Item>
                )
              }
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item name="title" label={t('wizard.titleField')}>
          <Input maxLength={200} placeholder={t('wizard.titlePlaceholder')} />
        </Form.Item>
      </Form>
      {step === 1 && shown && (
        <Flex vertical gap={8} data-testid="publicity-wizard-preview">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {shown.title}
          </Typography.Title>
          <Typography.Text>
            {t('wizard.previewPeriod', {
              start: periodStart(shown.startTime),
              end: periodEnd(shown.endTime),
              days: periodDays(shown.startTime, shown.endTime),
            })}
          </Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: shown.contentHash }}>
            {t('wizard.previewHash', { hash: shown.contentHash })}
          </Typography.Text>
          <EntriesTable fields={shown.fields} entries={shown.entries} testId="publicity-preview-table" />
        </Flex>
      )}
    </Modal>
  );
}
