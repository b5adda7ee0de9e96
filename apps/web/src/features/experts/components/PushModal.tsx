import { reportError } from '@awards/web-common/formErrors';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { submitOnEnter } from '../../../components/submitOnEnter';
import { usePool } from '../api/expertActions';
import { useEditionOptions } from '../api/lists';
import { useExpertsT } from '../i18n';

/** Editions whose pool may still change (docs/domain.md "Editions' pools"). */
export const POOL_OPEN = ['draft', 'declaring', 'examining', 'reviewing'];

/** Pushes the chosen experts into an edition's pool (EXPERT_PUSH); says how many were added, skipped, told. */
export function PushModal({ expertIds, onClose }: { expertIds: number[]; onClose: () => void }) {
  const { t, tr } = useExpertsT();
  const { message } = App.useApp();
  const editions = useEditionOptions();
  const pool = usePool();
  const [editionId, setEditionId] = useState<number>();
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (!editionId) {
      setMissing(true);
      return;
    }
    return pool.mutateAsync({ action: 'push', editionId, expertIds }).then(
      (result) => {
        void message.success(
          t('push.done', { count: result.count, skipped: result.alreadyInPool, notified: result.notified }),
        );
        onClose();
      },
      (error) => reportError(error, message.error, tr),
    );
  };

  return (
    <Modal
      open
      title={t('push.title', { count: expertIds.length })}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={pool.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form onKeyDown={submitOnEnter(submit)} layout="vertical">
        <Form.Item
          label={t('push.edition')}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('push.choose') : undefined}
        >
          <Select
            value={editionId}
            onChange={(value: number) => {
              setEditionId(value);
              setMissing(false);
            }}
            loading={editions.isFetching}
            placeholder={t('push.choose')}
            data-testid="push-edition"
            options={(editions.data ?? [])
              .filter((edition) => POOL_OPEN.includes(edition.status))
              .map((edition) => ({ value: edition.editionId, label: edition.editionName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
