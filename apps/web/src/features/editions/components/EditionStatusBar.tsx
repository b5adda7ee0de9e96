import { EDITION_STATUSES, type EditionDetail, type EditionStatus } from '@awards/shared/editions';
import { ApiError } from '@awards/web-common/apiError';
import { reportError } from '@awards/web-common/formErrors';
import { Alert, App, Button, Flex, Input, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../../components/AwardSets/refusal';
import { Permission } from '../../../components/RowActions/Permission';
import { useTransition } from '../api/editionActions';
import { useEditionsT } from '../i18n';

/** The one status an edition may move to next (never back, never skipping). */
export const nextStatus = (status: EditionStatus): Exclude<EditionStatus, 'draft'> | null => {
  const next = EDITION_STATUSES[EDITION_STATUSES.indexOf(status) + 1];
  return (next as Exclude<EditionStatus, 'draft'> | undefined) ?? null;
};

/**
 * Where the edition stands, and its next move as a button (EDITION_STATUS): a confirmation with
 * an optional note, one transition call; a refusal (505) stays on screen with the server's reason.
 */
export function EditionStatusBar({ edition, narrow }: { edition: EditionDetail; narrow: boolean }) {
  const { t, tr } = useEditionsT();
  const { message } = App.useApp();
  const move = useTransition();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = nextStatus(edition.status);
  const current = EDITION_STATUSES.indexOf(edition.status);

  const confirm = () => {
    if (!next) return;
    move.mutate(
      { editionId: edition.editionId, target: next, note: note.trim() || null },
      {
        onSuccess: () => {
          setAsking(false);
          setNote('');
          setRefusal(null);
          void message.success(t('done.moved', { status: t(`status.${next}`) }));
        },
        onError: (error) => {
          setAsking(false);
          // Kept as the message's ref where known, so it follows a change of language.
          if (error instanceof ApiError && error.status !== 401) setRefusal(messageOf(error));
          else reportError(error, message.error, tr);
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Steps
        size="small"
        orientation={narrow ? 'vertical' : 'horizontal'}
        current={current}
        status={edition.status === 'finished' ? 'finish' : 'process'}
        items={EDITION_STATUSES.map((status) => ({ title: t(`status.${status}`) }))}
        data-testid="edition-steps"
      />
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          title={tr(refusal)}
          data-testid="edition-refusal"
        />
      )}
      {next ? (
        <Permission code="EDITION_STATUS">
          <div>
            <Button type="primary" onClick={() => setAsking(true)} data-testid={`edition-next-${next}`}>
              {t(`next.${next}`)}
            </Button>
          </div>
        </Permission>
      ) : (
        <Typography.Text type="secondary">{t('next.over')}</Typography.Text>
      )}
      {next && (
        <Modal
          open={asking}
          title={t(`next.${next}`)}
          okText={t('next.ok')}
          cancelText={t('next.cancel')}
          confirmLoading={move.isPending}
          onOk={confirm}
          onCancel={() => setAsking(false)}
          destroyOnHidden
        >
          <Flex vertical gap={12} data-testid="edition-transition">
            <Typography.Text>
              {t('next.confirm', { from: t(`status.${edition.status}`), to: t(`status.${next}`) })}
            </Typography.Text>
            <Input.TextArea
              value={note}
              maxLength={500}
              rows={2}
              placeholder={t('next.note')}
              aria-label={t('next.note')}
              onChange={(event) => setNote(event.target.value)}
              data-testid="edition-transition-note"
            />
          </Flex>
        </Modal>
      )}
    </Flex>
  );
}
