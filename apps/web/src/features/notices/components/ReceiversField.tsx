import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { UserPickerModal } from '../../../components/UserPickerModal';
import { fetchReceiverCandidates } from '../api/noticeUsers';
import { useNoticesT } from '../i18n';

/** A form control: the chosen receivers' ids, picked from the user list. */
export function ReceiversField({
  value = [],
  onChange,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const t = useNoticesT();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Button onClick={() => setOpen(true)} data-testid="notice-pick-users">
        {t('form.pickUsers')}
      </Button>
      <Typography.Text type="secondary" data-testid="notice-picked">
        {t('form.pickedCount', { count: value.length })}
      </Typography.Text>
      {open && (
        <UserPickerModal
          title={t('picker.title')}
          busy={false}
          fetch={fetchReceiverCandidates}
          queryKey={['notices', 'receivers']}
          tableId="message.notices.receivers"
          labels={{
            loginName: t('picker.loginName'),
            realname: t('picker.realname'),
            orgName: t('picker.orgName'),
            search: t('picker.search'),
            ok: t('picker.ok'),
            cancel: t('picker.cancel'),
          }}
          onPick={(ids) => {
            onChange?.([...new Set([...value, ...ids])]);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}
