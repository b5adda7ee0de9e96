import { ENHANCE_SCRIPT_MAX, type EnhanceVersionView } from '@awards/shared/enhance-scripts';
import { formatDateTime } from '@awards/web-common/format';
import { App, Button, Drawer, Flex, List, Modal, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { hasPerm } from '../../lib/permissions';
import { useWidgetsT } from '../i18n';
import { UserText } from '../UserText';
import { useConfirm } from '../useConfirm';
import { CodeEditor } from './CodeEditor';
import { useSaveScript, useScriptVersions } from './enhanceApi';
import { lineDiff } from './lineDiff';
import type { EnhanceOutcome } from './runInWorker';

interface Props {
  tableId: string;
  /** The rows of the page shown, to try a script on (absent on the management page). */
  rows?: readonly object[];
  /** What the trial ended in, while one is on (the table shows it behind the drawer). */
  preview?: EnhanceOutcome | null;
  onPreview?: (script: string | null) => void;
  onClose: () => void;
}

/**
 * The enhance-script editor of one table (a lazy chunk with CodeMirror): the current script in
 * a code editor, saved as a new version; "try on this page" runs the text being edited on the
 * table behind the drawer without saving; the 16 kept versions, each compared with the text
 * being edited (a line diff) and restored as a new version.
 */
export default function EnhanceEditorDrawer({ tableId, rows, preview, onPreview, onClose }: Props) {
  const { t } = useWidgetsT();
  const { message } = App.useApp();
  const versions = useScriptVersions(tableId);
  const save = useSaveScript();
  const canEdit = hasPerm('ENHANCE_EDIT');
  const current = versions.data?.[0];
  const [draft, setDraft] = useState<string | null>(null);
  // The editor's text as typed, read when a button is pressed (its render may still be pending).
  const typed = useRef<string | null>(null);
  const { ask, holder } = useConfirm();
  const [editorKey, setEditorKey] = useState(0);
  const [comparing, setComparing] = useState<EnhanceVersionView | null>(null);
  const text = draft ?? current?.script ?? '';
  const textNow = () => typed.current ?? current?.script ?? '';
  const edit = (value: string) => {
    typed.current = value;
    setDraft(value);
  };
  const tooLong = text.length > ENHANCE_SCRIPT_MAX;

  const done = (version: EnhanceVersionView, key: 'enhance.saved' | 'enhance.restored') => {
    void message.success(t(key, { version: version.version }));
    typed.current = null;
    setDraft(null);
    setEditorKey((k) => k + 1);
    onPreview?.(null);
  };
  const submit = () =>
    save.mutateAsync({ kind: 'save', values: { tableId, script: textNow() } }).then(
      (v) => done(v, 'enhance.saved'),
      // The client has told the user why (a notification): the text stays in the editor.
      () => undefined,
    );
  const restore = async (version: number) => {
    if (!(await ask(t('enhance.restoreConfirm', { version })))) return;
    await save.mutateAsync({ kind: 'restore', values: { tableId, version } }).then(
      (v) => done(v, 'enhance.restored'),
      () => undefined,
    );
  };

  return (
    <Drawer
      open
      size={720}
      mask={false}
      title={t('enhance.title', { table: tableId })}
      onClose={onClose}
      data-testid="enhance-drawer"
      extra={
        canEdit && (
          <Button
            type="primary"
            onClick={submit}
            loading={save.isPending}
            disabled={!versions.isSuccess || tooLong}
            data-testid="enhance-save"
          >
            {t('enhance.save')}
          </Button>
        )
      }
    >
      {holder}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('enhance.help')}
      </Typography.Paragraph>
      {!canEdit && <Typography.Paragraph type="warning">{t('enhance.readOnly')}</Typography.Paragraph>}
      {versions.isSuccess && (
        <CodeEditor
          key={`${editorKey}-${current?.version ?? 0}`}
          value={text}
          onChange={edit}
          readOnly={!canEdit}
          label={t('enhance.open')}
        />
      )}
      {tooLong && (
        <Typography.Text type="danger">
          {t('enhance.failed', { error: `> ${ENHANCE_SCRIPT_MAX}` })}
        </Typography.Text>
      )}
      {rows && onPreview && (
        <Flex gap={8} align="center" style={{ marginTop: 12 }} wrap>
          <Button onClick={() => onPreview(textNow())} data-testid="enhance-try">
            {t('enhance.tryOnPage')}
          </Button>
          {preview !== undefined && preview !== null && (
            <>
              <Button onClick={() => onPreview(null)}>{t('enhance.stopTrying')}</Button>
              <Typography.Text data-testid="enhance-try-result">
                {preview.status === 'done'
                  ? t('enhance.tryResult', {
                      rows: rows.length,
                      hinted: preview.hints.filter(Boolean).length,
                    })
                  : preview.status === 'timeout'
                    ? t('enhance.timeout')
                    : t('enhance.failed', { error: preview.error })}
              </Typography.Text>
            </>
          )}
        </Flex>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('enhance.versions')}
      </Typography.Title>
      <List<EnhanceVersionView>
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        locale={{ emptyText: t('enhance.noVersions') }}
        data-testid="enhance-versions"
        renderItem={(v, index) => (
          <List.Item
            data-testid={`enhance-version-${v.version}`}
            actions={[
              <Button key="compare" size="small" onClick={() => setComparing(v)}>
                {t('enhance.compare')}
              </Button>,
              ...(canEdit && index > 0
                ? [
                    <Button key="restore" size="small" onClick={() => void restore(v.version)}>
                      {t('enhance.restore')}
                    </Button>,
                  ]
                : []),
            ]}
          >
            <Space wrap>
              <span>{t('enhance.version', { version: v.version })}</span>
              {index === 0 && <Tag color="blue">{t('enhance.current')}</Tag>}
              {v.script.trim() === '' && (
                <Typography.Text type="secondary">{t('enhance.empty')}</Typography.Text>
              )}
              <UserText>{v.createBy ?? ''}</UserText>
              <Typography.Text type="secondary">{formatDateTime(v.createTime)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {comparing && (
        <Modal
          open
          width={900}
          footer={null}
          title={t('enhance.compareTitle', { version: comparing.version })}
          onCancel={() => setComparing(null)}
        >
          <CompareView before={comparing.script} after={text} identical={t('enhance.identical')} />
        </Modal>
      )}
    </Drawer>
  );
}

const LINE_STYLE = {
  same: {},
  removed: { background: '#fff1f0', color: '#a8071a' },
  added: { background: '#f6ffed', color: '#135200' },
} as const;
const SIGN = { same: ' ', removed: '-', added: '+' } as const;

/** A version against the text being edited, line by line: − only in the version, + only in the text. */
function CompareView({ before, after, identical }: { before: string; after: string; identical: string }) {
  if (before === after) return <Typography.Paragraph>{identical}</Typography.Paragraph>;
  return (
    <pre
      data-testid="enhance-diff"
      translate="no"
      style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12, margin: 0, whiteSpace: 'pre-wrap' }}
    >
      {lineDiff(before, after).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff, never reordered.
        <div key={i} data-diff={line.kind} style={LINE_STYLE[line.kind]}>
          {SIGN[line.kind]} {line.text}
        </div>
      ))}
    </pre>
  );
}
