import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { DeclarationDetail } from '@awards/shared/declarations';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { Alert, App, Button, Card, Flex, Form, Input, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { SaveStatus } from '../../../components/SaveStatus';
import { declarerApi } from '../api/declarations';
import type { RestValues } from '../firstFields';
import { useDeclarerText } from '../i18n';
import { CompletersField } from './CompletersField';

// Below the completers: chunks of their own (antd's Upload; the avoidance requests).
const AttachmentsField = lazy(() =>
  import('./AttachmentsField').then((m) => ({ default: m.AttachmentsField })),
);
const AvoidRequests = lazy(() => import('./AvoidRequests').then((m) => ({ default: m.AvoidRequests })));

export interface DeclarationRestProps {
  /** The values it starts from (a new draft's blank completer, or the declaration's). */
  seed: RestValues;
  editable: boolean;
  detail: DeclarationDetail | null;
  /** Every change, for the autosave (the editor joins them with the first screen's). */
  onChange: (rest: RestValues) => void;
  /** The completeness check of the whole declaration (its message is `missing`). */
  check: () => boolean;
  /** Shows the first screen's field messages. */
  validateTop: () => void;
  save: () => Promise<DeclarationDetail | null>;
  cancelAutosave: () => void;
  setDetail: (detail: DeclarationDetail) => void;
  onError: (message: string | null) => void;
  missing: string[] | null;
  saveState: string | null;
}

/**
 * The declaration form below its first screen, in antd (DeclarationEditor renders it in antd's
 * frame once wanted): key data, the completers, the attachments, the completeness check, the
 * autosave's state, submit, print and withdraw with their dialogs, and the avoidance requests.
 */
export function DeclarationRest(props: DeclarationRestProps) {
  return (
    <App component={false}>
      <Rest {...props} />
    </App>
  );
}

function Rest({
  seed,
  editable,
  detail,
  onChange,
  check,
  validateTop,
  save,
  cancelAutosave,
  setDetail,
  onError,
  missing,
  saveState,
}: DeclarationRestProps) {
  const t = useDeclarerText();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<RestValues>();
  const failed = (e: unknown) =>
    onError(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e));

  const submit = async () => {
    if (!check()) return;
    validateTop();
    await form.validateFields().catch(() => undefined);
    modal.confirm({
      title: t('submitTitle'),
      content: t('submitText'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        cancelAutosave();
        const saved = await save();
        if (!saved) return;
        try {
          setDetail(await declarerApi.submit(saved.declarationId));
          void message.success(t('submitted'));
        } catch (e) {
          failed(e);
        }
      },
    });
  };

  const withdraw = () => {
    let reason = '';
    modal.confirm({
      title: t('withdraw'),
      content: (
        <Input.TextArea
          aria-label={t('withdrawReason')}
          placeholder={t('withdrawReason')}
          rows={3}
          maxLength={500}
          onChange={(e) => {
            reason = e.target.value;
          }}
          data-testid="withdraw-reason"
        />
      ),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          setDetail(await declarerApi.withdraw(detail!.declarationId, reason));
          void message.success(t('withdrawn'));
        } catch (e) {
          failed(e);
          throw e;
        }
      },
    });
  };

  return (
    <Flex vertical gap={12} data-testid="declaration-rest">
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={seed}
        onValuesChange={() => onChange(form.getFieldsValue(true))}
      >
        <Card size="small" title={t('keyData')} style={{ marginBottom: 12 }}>
          <Form.List name="keyData">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'name']} style={{ marginBottom: 8 }}>
                      <Input aria-label={t('keyName')} placeholder={t('keyName')} maxLength={50} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} style={{ marginBottom: 8 }}>
                      <Input aria-label={t('keyValue')} placeholder={t('keyValue')} maxLength={500} />
                    </Form.Item>
                    {editable && (
                      <MinusCircleOutlined aria-label={t('remove')} onClick={() => remove(index)} />
                    )}
                  </Space>
                ))}
                {editable && (
                  <Button
                    type="dashed"
                    block
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '', value: '' })}
                  >
                    {t('addKey')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Card>
        <Card size="small" title={t('completers')} style={{ marginBottom: 12 }}>
          <CompletersField disabled={!editable} />
        </Card>
        <Card size="small" title={t('attachments')}>
          <Suspense fallback={null}>
            <AttachmentsField disabled={!editable} onError={onError} />
          </Suspense>
        </Card>
      </Form>
      {missing && (
        <Alert
          type={missing.length ? 'warning' : 'success'}
          showIcon
          data-testid="completeness"
          title={missing.length ? t('missingTitle') : t('complete')}
          description={missing.length ? missing.join('、') : undefined}
        />
      )}
      {(editable || saveState) && <SaveStatus>{saveState}</SaveStatus>}
      {editable && (
        <Flex gap={8} wrap>
          <Button onClick={check} data-testid="declaration-check">
            {t('check')}
          </Button>
          <Button type="primary" onClick={() => void submit()} data-testid="declaration-submit">
            {detail?.status === 'returned' ? t('resubmit') : t('submit')}
          </Button>
        </Flex>
      )}
      {detail && (
        <Button onClick={() => void declarerApi.print(detail.declarationId)} data-testid="declaration-print">
          {t('print')}
        </Button>
      )}
      {detail && !editable && !['withdrawn', 'revoked'].includes(detail.status) && (
        <Button danger onClick={withdraw} data-testid="declaration-withdraw">
          {t('withdraw')}
        </Button>
      )}
      {detail && (
        <Suspense fallback={null}>
          <AvoidRequests declarationId={detail.declarationId} status={detail.status} />
        </Suspense>
      )}
    </Flex>
  );
}
