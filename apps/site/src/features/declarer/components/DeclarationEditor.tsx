import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DECLARATION_ACTION_NAMES,
  DECLARATION_ACTOR_NAMES,
  DECLARATION_STATUS_NAMES,
  type DeclarationDetail,
  declarationContentSchema,
} from '@awards/shared/declarations';
import type { OpenEditionView } from '@awards/shared/declarer';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import { ApiError } from '@awards/web-common/apiError';
import { formatDateTime } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { zodRule } from '@awards/web-common/zodRule';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { declarerApi } from '../api/declarations';
import { contentOf, type DeclarationValues, missingItems, valuesOf } from '../declarationForm';
import { useDeclarerText } from '../i18n';
import { CompletersField } from './CompletersField';

// Below the first screen of the form: chunks of their own, so the fields above them render first
// (antd's Upload; the avoidance requests of an existing declaration).
const AttachmentsField = lazy(() =>
  import('./AttachmentsField').then((m) => ({ default: m.AttachmentsField })),
);
const AvoidRequests = lazy(() => import('./AvoidRequests').then((m) => ({ default: m.AvoidRequests })));

const EDITABLE = new Set(['draft', 'returned']);
const AUTOSAVE_MS = 1500;
const shape = declarationContentSchema.shape;

interface Props {
  declarationId: number | null;
  /** A new draft was created by the autosave: the address names it from now on. */
  onCreated: (declarationId: number) => void;
  onLeave: () => void;
  /** Whether the declaration shown may be edited (the page's heading says so), once it is known. */
  onEditable?: (editable: boolean) => void;
}

/**
 * One declaration, every field of it: written with autosave (a draft is created as soon as
 * the required fields pass the shared schema, then updated), checked for completeness before
 * submitting, submitted with a confirmation; a returned one shows the examination's opinion
 * beside the form and is resubmitted; a submitted one may be withdrawn with a reason.
 */
export function DeclarationEditor({ declarationId, onCreated, onLeave, onEditable }: Props) {
  const t = useDeclarerText();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<DeclarationValues>();
  const [detail, setDetail] = useState<DeclarationDetail | null>(null);
  const [editions, setEditions] = useState<OpenEditionView[]>([]);
  const [disciplines, setDisciplines] = useState<{ code: string; value: string }[]>([]);
  const [regions, setRegions] = useState<{ code: string; name: string }[]>([]);
  const [recommendUnits, setRecommendUnits] = useState<RecommendUnitOption[]>([]);
  const [saveState, setSaveState] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const idRef = useRef<number | null>(declarationId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const editionId = Form.useWatch('editionId', form);
  const awardId = Form.useWatch('awardId', form);

  useEffect(() => {
    void declarerApi.openEditions().then(setEditions, () => undefined);
    void declarerApi.disciplines().then(setDisciplines, () => undefined);
    void declarerApi.regions().then(setRegions, () => undefined);
    void declarerApi.recommendUnits().then(setRecommendUnits, () => undefined);
  }, []);
  useEffect(() => {
    if (declarationId === null) {
      form.setFieldsValue({
        completers: [{ name: '', unit: '', contribution: '' }],
        keyData: [],
        attachments: [],
      });
      return;
    }
    void declarerApi.detail(declarationId).then((d) => {
      setDetail(d);
      form.setFieldsValue(valuesOf(d));
    });
  }, [declarationId, form]);

  const editable = detail === null || EDITABLE.has(detail.status);
  useEffect(() => onEditable?.(editable), [editable, onEditable]);

  const save = useCallback(async (): Promise<DeclarationDetail | null> => {
    const content = contentOf(form.getFieldsValue(true));
    if (!declarationContentSchema.safeParse(content).success) return null;
    setSaveState(t('saving'));
    try {
      const saved =
        idRef.current === null
          ? await declarerApi.add(content)
          : await declarerApi.update({ ...content, declarationId: idRef.current });
      if (idRef.current === null) {
        idRef.current = saved.declarationId;
        onCreated(saved.declarationId);
      }
      setDetail(saved);
      setSaveState(t('saved', { time: formatDateTime(new Date().toISOString()).slice(11) }));
      return saved;
    } catch (e) {
      const text = e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e);
      setSaveState(t('saveFailed', { message: text }));
      return null;
    }
  }, [form, onCreated, t]);

  const onValuesChange = () => {
    if (!editable) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const check = (): boolean => {
    const values: DeclarationValues = form.getFieldsValue(true);
    const chosen = editions
      .find((e) => e.editionId === values.editionId)
      ?.awards.find((a) => a.awardId === values.awardId);
    const items = missingItems(values, chosen?.needsRecommendation ?? false);
    setMissing(items.map((item) => t(`missing.${item}`)));
    return items.length === 0;
  };

  const submit = async () => {
    if (!check()) return;
    await form.validateFields().catch(() => undefined);
    modal.confirm({
      title: t('submitTitle'),
      content: t('submitText'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        if (timer.current) clearTimeout(timer.current);
        const saved = await save();
        if (!saved) return;
        try {
          setDetail(await declarerApi.submit(saved.declarationId));
          void message.success(t('submitted'));
        } catch (e) {
          setError(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e));
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
          setError(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e));
          throw e;
        }
      },
    });
  };

  const edition = editions.find((e) => e.editionId === editionId);
  const award = edition?.awards.find((a) => a.awardId === awardId);
  const opinions = (detail?.audits ?? []).filter((a) => a.opinion);
  const returned =
    detail?.status === 'returned'
      ? [...opinions].reverse().find((a) => a.toStatus === 'returned')
      : undefined;

  return (
    <Flex vertical gap={12} data-testid="declaration-editor">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button onClick={onLeave}>{t('back')}</Button>
        {detail && (
          <Tag color={editable ? 'blue' : 'default'} data-testid="declaration-status">
            {translateShared(DECLARATION_STATUS_NAMES[detail.status])}
          </Tag>
        )}
      </Flex>
      {error && <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} />}
      {returned && (
        <Alert
          type="warning"
          showIcon
          title={t('returnedTitle')}
          description={<span data-testid="returned-opinion">{returned.opinion}</span>}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        onValuesChange={onValuesChange}
        data-testid="declaration-form"
      >
        <Card size="small" style={{ marginBottom: 12 }}>
          <Form.Item
            name="editionId"
            label={t('edition')}
            rules={[zodRule(shape.editionId, translateShared)]}
          >
            <Select
              id="editionId"
              disabled={!editable || detail !== null}
              options={(detail && !edition
                ? [{ value: detail.editionId, label: detail.editionName }]
                : []
              ).concat(editions.map((e) => ({ value: e.editionId, label: e.editionName })))}
              onChange={() => form.setFieldsValue({ awardId: undefined, gradeLevel: null })}
            />
          </Form.Item>
          <Form.Item name="awardId" label={t('award')} rules={[zodRule(shape.awardId, translateShared)]}>
            <Select
              id="awardId"
              options={(detail && !award ? [{ value: detail.awardId, label: detail.awardName }] : []).concat(
                (edition?.awards ?? []).map((a) => ({ value: a.awardId, label: a.awardName })),
              )}
            />
          </Form.Item>
          <Form.Item name="gradeLevel" label={t('grade')}>
            <Select
              id="gradeLevel"
              allowClear
              options={(award?.grades ?? []).map((g) => ({ value: g.gradeLevel, label: g.gradeName }))}
            />
          </Form.Item>
          <Form.Item
            name="projectName"
            label={t('projectName')}
            rules={[zodRule(shape.projectName, translateShared)]}
          >
            <Input id="projectName" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="recommendUnitId"
            label={t('recommendUnit')}
            extra={award?.needsRecommendation ? t('recommendUnitHint') : undefined}
          >
            <Select
              id="recommendUnitId"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={(detail?.recommendUnitId &&
              !recommendUnits.some((u) => u.organId === detail.recommendUnitId)
                ? [{ value: detail.recommendUnitId, label: detail.recommendUnit ?? '' }]
                : []
              ).concat(recommendUnits.map((u) => ({ value: u.organId, label: u.organName })))}
            />
          </Form.Item>
          <Form.Item name="discipline" label={t('discipline')}>
            <Select
              id="discipline"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={disciplines.map((d) => ({ value: d.code, label: d.value }))}
            />
          </Form.Item>
          <Form.Item name="regionCode" label={t('region')}>
            <Select
              id="regionCode"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={regions.map((r) => ({ value: r.code, label: r.name }))}
            />
          </Form.Item>
          <Form.Item name="summary" label={t('summary')} style={{ marginBottom: 0 }}>
            <Input.TextArea id="summary" rows={5} maxLength={5000} showCount />
          </Form.Item>
        </Card>
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
            <AttachmentsField disabled={!editable} onError={setError} />
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
      {saveState && (
        <Typography.Text type="secondary" data-testid="autosave">
          {saveState}
        </Typography.Text>
      )}
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
      {opinions.length > 0 && (
        <Card size="small" title={t('opinions')}>
          {opinions.map((a) => (
            <p key={a.auditId} style={{ margin: '4px 0' }}>
              {formatDateTime(a.createTime)} · {translateShared(DECLARATION_ACTION_NAMES[a.action])}（
              {translateShared(DECLARATION_ACTOR_NAMES[a.actorKind])}）：{a.opinion}
            </p>
          ))}
        </Card>
      )}
    </Flex>
  );
}
