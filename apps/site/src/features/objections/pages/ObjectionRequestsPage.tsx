import type { EvidenceView, UnitObjectionRequestView } from '@awards/shared/objections';
import type { Page } from '@awards/shared/paging';
import { formatDateTime } from '@awards/web-common/format';
import { showSaveError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { getUserInfo } from '@awards/web-common/session';
import { App, Button, Form, Input, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { AddressPager, usePageParam } from '../../../components/AddressPager';
import styles from '../../../components/content.module.css';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { fill, useTexts } from '../../../lib/texts';
import { OBJECTIONS_PAGE_SIZE, objectionsApi } from '../api';
import { EvidenceUpload, FileLinks } from '../components/Evidence';
import { T } from '../texts';

type Unit = 'declarer' | 'recommender';

function RespondForm({ unit, requestId, onDone }: { unit: Unit; requestId: number; onDone: () => void }) {
  const texts = useTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const notify = (text: string) => void message.error(text);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await objectionsApi.respond(unit, {
        requestId,
        response: v.response,
        attachments: ((v.attachments ?? []) as EvidenceView[]).map((f) => f.fileId),
      });
      onDone();
    } catch (error) {
      showSaveError(error, form, ['response', 'attachments'], notify, translateShared);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ attachments: [] }}>
      <Form.Item
        name="response"
        label={texts(T.response)}
        rules={[{ required: true, message: texts(T.required) }]}
      >
        <Input.TextArea rows={4} maxLength={4000} data-testid={`respond-text-${requestId}`} />
      </Form.Item>
      <Form.Item name="attachments" label={texts(T.attachments)}>
        <EvidenceUpload
          testId={`respond-files-${requestId}`}
          onError={(e) => showSaveError(e, form, [], notify, translateShared)}
        />
      </Form.Item>
      <Button type="primary" onClick={submit} loading={busy} data-testid={`respond-${requestId}`}>
        {texts(T.respond)}
      </Button>
    </Form>
  );
}

/**
 * 异议说明 (`/my/objection-requests`, declaring and recommending units): the objections their
 * unit is asked about, with the content and evidence (never who filed them), and the response.
 */
export function ObjectionRequestsPage() {
  const title = usePageTitle();
  const texts = useTexts();
  const [page] = usePageParam();
  const unit: Unit = getUserInfo()?.userType === 'recommender' ? 'recommender' : 'declarer';
  const [rows, setRows] = useState<Page<UnitObjectionRequestView> | null>(null);
  const load = useCallback(() => {
    void objectionsApi
      .requests(unit, page)
      .then(setRows, () =>
        setRows({ pageNum: 1, pageSize: OBJECTIONS_PAGE_SIZE, totalCount: 0, totalPage: 0, result: [] }),
      );
  }, [unit, page]);
  useEffect(load, [load]);
  return (
    <App component={false}>
      <section data-testid="site-objection-requests">
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.meta}>{texts(T.requestsIntro)}</p>
        {rows === null ? (
          <PageFallback />
        ) : rows.result.length === 0 ? (
          <p className={styles.empty}>{texts(T.noRequests)}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {rows.result.map((r) => (
                <li
                  key={r.requestId}
                  className={styles.card}
                  data-testid={`objection-request-${r.requestId}`}
                >
                  <h2 className={styles.cardTitle}>
                    {r.projectName} {r.response !== null && <Tag color="green">{texts(T.responded)}</Tag>}
                  </h2>
                  <p className={styles.meta}>{fill(texts(T.deadline), { at: formatDateTime(r.deadline) })}</p>
                  <p className={styles.text} style={{ whiteSpace: 'pre-wrap' }}>
                    {texts(T.reason)}：{r.reason}
                  </p>
                  <FileLinks files={r.evidence} />
                  <p className={styles.text}>
                    {texts(T.question)}：{r.question}
                  </p>
                  {r.response !== null ? (
                    <>
                      <p className={styles.text} style={{ whiteSpace: 'pre-wrap' }}>
                        {texts(T.response)}：{r.response}
                      </p>
                      <FileLinks files={r.attachments} />
                    </>
                  ) : (
                    <RespondForm unit={unit} requestId={r.requestId} onDone={load} />
                  )}
                </li>
              ))}
            </ul>
            <AddressPager label={title} total={rows.totalCount} pageSize={OBJECTIONS_PAGE_SIZE} />
          </>
        )}
      </section>
    </App>
  );
}
