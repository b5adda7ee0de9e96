import type { EvidenceView, ObjectionEntryView } from '@awards/shared/objections';
import { PUBLICITY_FIELDS } from '@awards/shared/publicity-names';
import { formatDateTime, formatPeriodEnd } from '@awards/web-common/format';
import { showSaveError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { getUserInfo } from '@awards/web-common/session';
import { Alert, App, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from '../../../components/content.module.css';
import { PageFallback } from '../../../components/PageFallback';
import { usePageTitle } from '../../../components/usePageTitle';
import { SITE_PATHS } from '../../../config/paths';
import { fill, useTexts } from '../../../lib/texts';
import { objectionsApi } from '../api';
import { EvidenceUpload } from '../components/Evidence';
import { T } from '../texts';

/**
 * The entry's shown fields in the list's order, empty ones left out: the stored object's key
 * order is the database's (jsonb), which put the project name last after a dangling ' · '.
 */
const entryText = (shown: Record<string, string>) =>
  PUBLICITY_FIELDS.map((field) => shown[field])
    .filter(Boolean)
    .join(' · ');

const FIELDS = ['realname', 'organisation', 'phone', 'email', 'reason', 'evidence'];

/**
 * 提出异议 (`/my/objections/new?snapshot=<id>&declaration=<id>`, linked from the publicity
 * page): the entry it is about and its period, then real name, contact, reason and evidence.
 */
export function NewObjectionPage() {
  const texts = useTexts();
  const title = usePageTitle(texts(T.newTitle));
  // The frame's App (AppFrame): its message outlives this page, which filing leaves for 我的异议.
  // An App of the page's own gave this component nothing (App.useApp reads an App above the
  // caller): filing showed no message and threw before leading on.
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const snapshotId = Number(params.get('snapshot'));
  const declarationId = Number(params.get('declaration'));
  const [entry, setEntry] = useState<ObjectionEntryView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const notify = (text: string) => void message.error(text);

  useEffect(() => {
    void objectionsApi.entry(snapshotId, declarationId).then(setEntry, (error) => {
      setRefusal(error instanceof Error ? translateShared(error.message) : String(error));
    });
  }, [snapshotId, declarationId]);

  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await objectionsApi.file({
        snapshotId,
        declarationId,
        realname: v.realname,
        organisation: v.organisation,
        phone: v.phone,
        email: v.email,
        reason: v.reason,
        evidence: (v.evidence as EvidenceView[]).map((f) => f.fileId),
      });
      void message.success(texts(T.filed));
      navigate(SITE_PATHS.myObjections);
    } catch (error) {
      showSaveError(error, form, FIELDS, notify, translateShared);
    } finally {
      setBusy(false);
    }
  };

  const required = [{ required: true, message: texts(T.required) }];
  return (
    <section data-testid="site-objection-new">
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.meta}>{texts(T.intro)}</p>
      {refusal && <Alert type="error" showIcon message={refusal} data-testid="objection-refusal" />}
      {!entry && !refusal && <PageFallback />}
      {entry && (
        <>
          <dl className={styles.definitions}>
            <dt>{texts(T.entry)}</dt>
            <dd data-testid="objection-entry">{entryText(entry.shown)}</dd>
            <dt>{entry.title}</dt>
            <dd>
              {fill(texts(T.period), {
                start: formatDateTime(entry.startTime, 'YYYY-MM-DD'),
                end: formatPeriodEnd(entry.endTime),
              })}
            </dd>
          </dl>
          {!entry.open && <Alert type="warning" showIcon message={texts(T.closed)} />}
          <Form
            form={form}
            layout="vertical"
            disabled={!entry.open}
            initialValues={{ realname: getUserInfo()?.realname ?? '', evidence: [] }}
            style={{ maxWidth: 640 }}
          >
            <Form.Item name="realname" label={texts(T.realname)} rules={required}>
              <Input maxLength={50} data-testid="objection-realname" />
            </Form.Item>
            <Form.Item name="organisation" label={texts(T.organisation)}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="phone" label={texts(T.phone)} rules={required}>
              <Input maxLength={11} inputMode="tel" data-testid="objection-phone" />
            </Form.Item>
            <Form.Item name="email" label={texts(T.email)}>
              <Input maxLength={100} inputMode="email" />
            </Form.Item>
            <Form.Item name="reason" label={texts(T.reason)} rules={required} extra={texts(T.reasonHint)}>
              {/* The count sits under the box: room for it, or it covers the hint below (375 px). */}
              <Input.TextArea
                rows={6}
                maxLength={4000}
                showCount
                style={{ marginBottom: 24 }}
                data-testid="objection-reason"
              />
            </Form.Item>
            <Form.Item
              name="evidence"
              label={texts(T.evidence)}
              rules={[
                {
                  validator: (_, value: EvidenceView[]) =>
                    value?.length ? Promise.resolve() : Promise.reject(new Error(texts(T.evidenceRequired))),
                },
              ]}
            >
              <EvidenceUpload
                testId="objection-evidence"
                onError={(error) => showSaveError(error, form, FIELDS, notify, translateShared)}
              />
            </Form.Item>
            <Button type="primary" onClick={submit} loading={busy} data-testid="objection-submit">
              {texts(T.submit)}
            </Button>{' '}
            <Link to={SITE_PATHS.myObjections}>{texts(T.back)}</Link>
          </Form>
        </>
      )}
    </section>
  );
}
