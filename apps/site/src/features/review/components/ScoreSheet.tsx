import { FAMILIARITY_LEVELS, FAMILIARITY_NAMES, type ReviewerDetail } from '@awards/shared/review';
import { ApiError } from '@awards/web-common/apiError';
import { formatDateTime, formatNumber } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Alert, App, Button, Card, ConfigProvider, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useEffect } from 'react';
import { SaveStatus } from '../../../components/SaveStatus';
import { reviewerApi } from '../api';
import { useReviewText } from '../i18n';
import styles from '../review.module.css';
import { type ReviewValues, runningTotal, toSave, valuesOf } from '../reviewForm';
import { type AutosaveState, useAutosave } from '../useAutosave';

interface Props {
  detail: ReviewerDetail;
  /** False once submitted or outside the review window: shown, not edited. */
  editable: boolean;
  /** A draft was saved (the page shows the review as a draft from then on). */
  onSaved: () => void;
  /** Submitted: the page reads the review again. */
  onSubmitted: () => void;
  /** The autosave's cancel, handed up so declaring a conflict drops what is pending. */
  onCancelRef: (cancel: () => void) => void;
}

const READ_ONLY_THEME = { token: { colorTextDisabled: 'rgba(0, 0, 0, 0.88)' } };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? translateShared(error.ref ?? error.message) : String(error);

/**
 * The expert's score sheet: a score 0..max per standard with its description, the running
 * total, the comment and the familiarity; the draft saved automatically 1.5 s after a change
 * (and when the page is left); submitted after a confirmation that names the lock, refused
 * with a message under each standard still unscored.
 */
export function ScoreSheet({ detail, editable, onSaved, onSubmitted, onCancelRef }: Props) {
  const t = useReviewText();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ReviewValues>();
  const scores = Form.useWatch('scores', form);
  const autosave = useAutosave<ReviewValues>({
    save: async (values) => {
      const saved = await reviewerApi.save(toSave(detail.declarationId, values));
      onSaved();
      return saved;
    },
    saveOnLeave: (values) => reviewerApi.saveOnLeave(toSave(detail.declarationId, values)),
  });
  useEffect(() => onCancelRef(autosave.cancel), [onCancelRef, autosave.cancel]);
  useEffect(() => {
    form.setFieldsValue(valuesOf(detail.review));
  }, [detail.review, form]);

  const { total, scored } = runningTotal(detail.standards, scores ?? detail.review?.scores);
  const complete = scored === detail.standards.length && detail.standards.length > 0;

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      const missing = detail.standards.length - scored;
      if (missing > 0) void message.warning(t('missingScores', { count: missing }));
      return;
    }
    modal.confirm({
      title: t('submitTitle'),
      content: t('submitText'),
      okText: t('submit'),
      cancelText: t('cancel'),
      onOk: async () => {
        autosave.change(form.getFieldsValue(true));
        if (!(await autosave.flush())) return;
        try {
          await reviewerApi.submit(detail.declarationId);
          void message.success(t('submitted'));
          onSubmitted();
        } catch (e) {
          void message.error(messageOf(e));
        }
      },
    });
  };

  return (
    <Card size="small" title={t('standards')} data-testid="score-sheet">
      {/* Read-only (submitted, or outside the window): the scores stay legible, not greyed out. */}
      <ConfigProvider theme={editable ? undefined : READ_ONLY_THEME}>
        <Form
          form={form}
          layout="vertical"
          disabled={!editable}
          onValuesChange={() => autosave.change(form.getFieldsValue(true))}
          scrollToFirstError={{ block: 'center' }}
        >
          {detail.standards.map((s) => (
            <Form.Item
              key={s.standardId}
              name={['scores', String(s.standardId)]}
              label={<strong>{s.standardName}</strong>}
              extra={
                <>
                  {s.description && <div className={styles.description}>{s.description}</div>}
                  <div>{t('maxScore', { max: s.maxScore, weight: s.weight })}</div>
                </>
              }
              rules={[{ required: true, message: t('scoreRequired', { name: s.standardName }) }]}
            >
              <InputNumber
                min={0}
                max={s.maxScore}
                step={1}
                precision={2}
                inputMode="decimal"
                style={{ width: '100%', maxWidth: 220 }}
                suffix={`/ ${s.maxScore}`}
                aria-label={s.standardName}
                data-testid={`score-${s.standardId}`}
              />
            </Form.Item>
          ))}
          <Form.Item name="familiarity" label={t('familiarity')}>
            <Radio.Group
              optionType="button"
              options={FAMILIARITY_LEVELS.map((level) => ({
                value: level,
                label: translateShared(FAMILIARITY_NAMES[level]),
              }))}
              data-testid="familiarity"
            />
          </Form.Item>
          <Form.Item name="comment" label={t('comment')}>
            <Input.TextArea rows={4} maxLength={2000} showCount data-testid="review-comment" />
          </Form.Item>
          <div className={styles.totalBar}>
            <span>
              {t('total')}{' '}
              <span className={styles.total} data-testid="review-total">
                {complete
                  ? formatNumber(total)
                  : `${formatNumber(total)} (${scored}/${detail.standards.length})`}
              </span>
            </span>
            {editable && <SaveLine state={autosave.state} lastSaved={detail.review?.updateTime ?? null} />}
            {editable && (
              <Flex gap={8} wrap style={{ width: '100%' }}>
                <Button type="primary" onClick={() => void submit()} data-testid="review-submit" block>
                  {t('submit')}
                </Button>
              </Flex>
            )}
          </div>
        </Form>
      </ConfigProvider>
    </Card>
  );
}

/**
 * "已自动保存 14:03:27", "正在保存…", or the failure with the server's reason; before any change,
 * when the draft was last saved, or an empty line (kept, so the first save moves nothing).
 */
function SaveLine({ state, lastSaved }: { state: AutosaveState; lastSaved: string | null }) {
  const t = useReviewText();
  if (state.kind === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        style={{ width: '100%' }}
        title={t('saveFailed', { message: messageOf(state.error) })}
        data-testid="autosave"
      />
    );
  if (state.kind === 'idle')
    return (
      <SaveStatus>
        {lastSaved && t('draftSavedAt', { time: formatDateTime(lastSaved, 'YYYY-MM-DD HH:mm:ss') })}
      </SaveStatus>
    );
  return (
    <SaveStatus>
      {state.kind === 'saving' ? t('saving') : t('saved', { time: formatDateTime(state.at, 'HH:mm:ss') })}
    </SaveStatus>
  );
}
