import { type TaskView, taskAddSchema } from '@awards/shared/jobs';
import { ApiError } from '@awards/web-common/apiError';
import { showSaveError } from '@awards/web-common/formErrors';
import { zodRule } from '@awards/web-common/zodRule';
import { App, Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { EntityFormModal } from '../../../components/EntityForm/EntityFormModal';
import { TranslationFields } from '../../../components/TranslationFields/TranslationFields';
import { fetchNextFirings, useSaveTask } from '../api/taskActions';
import { useTaskHandlers } from '../api/taskPage';
import { useJobsT } from '../i18n';
import { NEW_TASK, type TaskFormValues, taskValues, toTaskAdd, toTaskUpdate } from '../taskForm';
import { CronPreview, PreviewButton } from './CronPreview';

const FIELDS = taskAddSchema.shape;
/** A text's two translations side by side in the form's two columns (stacked on a phone). */
const PAIR = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 };

/** Add or edit a task: the handler from the server's registry, the cron expression checked by the server. */
export function TaskFormModal({ task, onClose }: { task: TaskView | null; onClose: () => void }) {
  const { t, tr } = useJobsT();
  const { message } = App.useApp();
  const [form] = Form.useForm<TaskFormValues>();
  const save = useSaveTask();
  const handlers = useTaskHandlers().data ?? [];
  const className = Form.useWatch('className', form);
  const example = handlers.find((h) => h.className === className)?.paramExample;
  const [firings, setFirings] = useState<string[] | null>(null);
  const [previewing, setPreviewing] = useState(false);

  // The server parses the expression (croner); its refusal is shown on the field itself.
  const preview = async () => {
    const cron = await form.validateFields(['cronExpression']).catch(() => null);
    if (!cron) return;
    setPreviewing(true);
    try {
      setFirings(await fetchNextFirings(String(cron.cronExpression).trim()));
    } catch (error) {
      setFirings(null);
      if (error instanceof ApiError) showSaveError(error, form, ['cronExpression'], message.error, tr);
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <EntityFormModal
      form={form}
      name="task"
      title={t(task ? 'form.editTitle' : 'form.addTitle')}
      saved={t(task ? 'done.edited' : 'done.added')}
      width={640}
      initialValues={task ? taskValues(task) : NEW_TASK}
      onValuesChange={(changed) => 'cronExpression' in changed && setFirings(null)}
      onSave={(values) =>
        save.mutateAsync(
          task
            ? { kind: 'update', values: toTaskUpdate(task.taskId, values) }
            : { kind: 'add', values: toTaskAdd(values) },
        )
      }
      translate={tr}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="taskName"
            label={t('form.taskName')}
            required
            rules={[zodRule(FIELDS.taskName, tr)]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="className"
            label={t('form.className')}
            required
            rules={[zodRule(FIELDS.className, tr)]}
          >
            <Select
              placeholder={t('form.choose')}
              data-testid="task-class"
              options={handlers.map((h) => ({
                value: h.className,
                label: h.label,
                title: h.description,
              }))}
              optionRender={(option) => (
                <Flex vertical>
                  <span>{option.label}</span>
                  <small style={{ opacity: 0.65, whiteSpace: 'normal' }}>{option.data.title}</small>
                </Flex>
              )}
            />
          </Form.Item>
        </Col>
        <Col span={24} style={PAIR}>
          <TranslationFields name="taskNameI18n" label={t('form.taskName')} max={100} />
        </Col>
        <Col span={24}>
          <Form.Item label={t('form.cronExpression')} tooltip={t('form.cronHint')} required>
            <Flex gap={8} align="start">
              <Form.Item name="cronExpression" noStyle rules={[zodRule(FIELDS.cronExpression, tr)]}>
                <Input maxLength={120} placeholder="0 3 * * *" data-testid="task-cron" style={{ flex: 1 }} />
              </Form.Item>
              <PreviewButton loading={previewing} onClick={() => void preview()} />
            </Flex>
          </Form.Item>
          <CronPreview firings={firings} />
        </Col>
        <Col span={24}>
          <Form.Item
            name="taskParam"
            label={t('form.taskParam')}
            extra={example ? t('form.paramExample', { example }) : undefined}
            rules={[zodRule(FIELDS.taskParam, tr)]}
          >
            <Input.TextArea rows={2} maxLength={2000} placeholder={example ?? undefined} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="taskDesc" label={t('form.taskDesc')} rules={[zodRule(FIELDS.taskDesc, tr)]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={24} style={PAIR}>
          <TranslationFields name="taskDescI18n" label={t('form.taskDesc')} max={500} />
        </Col>
        {!task && (
          <Col span={24}>
            <Form.Item name="startNow" label={t('form.startNow')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
    </EntityFormModal>
  );
}
