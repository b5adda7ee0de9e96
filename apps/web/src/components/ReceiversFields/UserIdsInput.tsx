import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { UserPickerModal } from '../UserPickerModal';
import { useReceiversT } from './i18n';
import { fetchUserCandidates } from './receiverOptions';

export interface UserIdsInputProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Prefix of the test ids: `<prefix>-pick-users`, `<prefix>-picked`. */
  testIdPrefix: string;
  /** The picker's cached pages, distinct per caller. */
  queryKey: readonly unknown[];
  /** The picker's column settings are stored under this id. */
  tableId: string;
  /** Offer a button that empties the choice. */
  clearable?: boolean;
}

/** A form control: the chosen users' ids, picked from the user list (needs USER_VIEW). */
export function UserIdsInput({
  value = [],
  onChange,
  testIdPrefix,
  queryKey,
  tableId,
  clearable = false,
}: UserIdsInputProps) {
  const t = useReceiversT();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Button onClick={() => setOpen(true)} data-testid={`${testIdPrefix}-pick-users`}>
        {t('pickUsers')}
      </Button>
      <Typography.Text type="secondary" data-testid={`${testIdPrefix}-picked`}>
        {t('pickedCount', { count: value.length })}
      </Typography.Text>
      {clearable && value.length > 0 && (
        <Button type="link" size="small" onClick={() => onChange?.([])}>
          {t('clearUsers')}
        </Button>
      )}
      {open && (
        <UserPickerModal
          title={t('picker.title')}
          busy={false}
          fetch={fetchUserCandidates}
          queryKey={queryKey}
          tableId={tableId}
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
