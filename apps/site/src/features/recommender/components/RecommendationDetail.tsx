import {
  DECLARATION_ACTION_NAMES,
  DECLARATION_STATUS_NAMES,
  type DeclarationDetail,
} from '@awards/shared/declarations';
import { declineSchema, recommendSchema } from '@awards/shared/recommender';
import { ApiError } from '@awards/web-common/apiError';
import { translateShared } from '@awards/web-common/i18n';
import { Alert, App, Button, Card, Flex, Form, Input, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import styles from '../../../components/content.module.css';
import { PageFallback } from '../../../components/PageFallback';
import { fill, useTexts } from '../../../lib/texts';
import { recommenderApi } from '../api/recommendations';
import { T } from '../texts';

type Decision = 'recommend' | 'decline';
const SCHEMAS = { recommend: recommendSchema.shape.opinion, decline: declineSchema.shape.opinion };

/**
 * One declaration naming the unit: the declaration as the print view shows it (the same page
 * staff and the declaring unit print), and, while it waits for the unit, the decision with
 * its opinion (recommend) or reason (decline), confirmed before it is sent.
 */
export function RecommendationDetail({
  declarationId,
  onLeave,
}: {
  declarationId: number;
  onLeave: () => void;
}) {
  const texts = useTexts();
  const { modal, message } = App.useApp();
  const [detail, setDetail] = useState<DeclarationDetail | null>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opinion, setOpinion] = useState('');
  const [opinionError, setOpinionError] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    void recommenderApi
      .detail(declarationId)
      .then(setDetail, (e: unknown) =>
        setError(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e)),
      );
  }, [declarationId]);
  // The form again once the status moved: its trail shows the decision.
  const status = detail?.status;
  useEffect(() => {
    if (status) void recommenderApi.printView(declarationId).then(setHtml);
  }, [declarationId, status]);

  const decide = (decision: Decision) => {
    const parsed = SCHEMAS[decision].safeParse(opinion);
    if (!parsed.success) {
      setOpinionError(translateShared(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setOpinionError(null);
    modal.confirm({
      title: texts(decision === 'recommend' ? T.confirmRecommend : T.confirmDecline),
      content: texts(T.confirmText),
      okText: texts(T.ok),
      cancelText: texts(T.cancel),
      okButtonProps: { danger: decision === 'decline' },
      onOk: async () => {
        try {
          const call = decision === 'recommend' ? recommenderApi.recommend : recommenderApi.decline;
          setDetail(await call(declarationId, parsed.data));
          setError(null);
          void message.success(texts(T.done));
        } catch (e) {
          setError(e instanceof ApiError ? translateShared(e.ref ?? e.message) : String(e));
        }
      },
    });
  };

  const decided = [...(detail?.audits ?? [])]
    .reverse()
    .find((a) => a.action === 'recommend' || a.action === 'decline');

  return (
    <Flex vertical gap={12} data-testid="recommendation-detail">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button onClick={onLeave}>{texts(T.back)}</Button>
        {detail && (
          <Tag color={detail.status === 'passed' ? 'blue' : 'default'} data-testid="recommendation-status">
            {translateShared(DECLARATION_STATUS_NAMES[detail.status])}
          </Tag>
        )}
      </Flex>
      {error && <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} />}
      {detail && (
        <h2 className={styles.subheading} style={{ marginTop: 0 }}>
          {detail.projectName}
        </h2>
      )}
      {detail?.status === 'passed' && (
        <Card size="small" title={texts(T.decision)}>
          <Form layout="vertical" component="div">
            <Form.Item
              label={texts(T.opinion)}
              htmlFor="recommendation-opinion"
              extra={texts(T.opinionHint)}
              validateStatus={opinionError ? 'error' : undefined}
              help={opinionError ?? undefined}
            >
              <Input.TextArea
                id="recommendation-opinion"
                rows={4}
                maxLength={1000}
                showCount
                value={opinion}
                onChange={(e) => setOpinion(e.target.value)}
                data-testid="recommendation-opinion"
              />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                onClick={() => decide('recommend')}
                data-testid="recommendation-recommend"
              >
                {texts(T.recommend)}
              </Button>
              <Button danger onClick={() => decide('decline')} data-testid="recommendation-decline">
                {texts(T.decline)}
              </Button>
            </Flex>
          </Form>
        </Card>
      )}
      {decided && (
        <Alert
          type={decided.action === 'recommend' ? 'success' : 'warning'}
          showIcon
          data-testid="recommendation-decided"
          title={fill(texts(T.decided), {
            action: translateShared(DECLARATION_ACTION_NAMES[decided.action]),
            opinion: decided.opinion ?? '',
          })}
        />
      )}
      {detail && (
        <Card
          size="small"
          title={texts(T.form)}
          extra={
            <Button size="small" onClick={() => void recommenderApi.print(declarationId)}>
              {texts(T.print)}
            </Button>
          }
          styles={{ body: { padding: 0 } }}
        >
          {html === null ? (
            <PageFallback />
          ) : (
            // The server's print view as it prints: no script runs in it (sandboxed).
            <iframe
              ref={frame}
              title={texts(T.form)}
              srcDoc={html}
              sandbox="allow-same-origin"
              style={{ width: '100%', border: 0, minHeight: 480, display: 'block' }}
              onLoad={() => {
                const doc = frame.current?.contentDocument;
                if (doc && frame.current)
                  frame.current.style.height = `${doc.documentElement.scrollHeight + 16}px`;
              }}
              data-testid="recommendation-form"
            />
          )}
        </Card>
      )}
      {!detail && !error && <PageFallback />}
    </Flex>
  );
}
