import { HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Flex, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useWidgetsT } from '../i18n';
import { moveKey } from './columnLayout';
import { dragReorderProps } from './dragReorder';

export interface ColumnChooserProps {
  open: boolean;
  /** All columns in their current order. */
  columns: { key: string; title: ReactNode }[];
  hidden: string[];
  /** The column that is always shown and stays at its end. */
  kept: string | undefined;
  onCancel: () => void;
  onConfirm: (order: string[], hidden: string[]) => void;
}

/**
 * The drawer '选择要显示的列' (spec 001 §2): tick the columns to show, drag rows to reorder.
 * Nothing changes until confirm; cancel drops the draft.
 */
export function ColumnChooser({ open, columns, hidden, kept, onCancel, onConfirm }: ColumnChooserProps) {
  const { t } = useWidgetsT();
  const [draft, setDraft] = useState({ order: columns.map((c) => c.key), hidden });
  // A fresh draft each time the drawer opens.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft({ order: columns.map((c) => c.key), hidden });
  }

  const toggle = (key: string, shown: boolean) =>
    setDraft((d) => ({ ...d, hidden: shown ? d.hidden.filter((k) => k !== key) : [...d.hidden, key] }));
  const move = (from: string, to: string) => {
    if (from !== kept && to !== kept) setDraft((d) => ({ ...d, order: moveKey(d.order, from, to) }));
  };
  const titleOf = (key: string) => columns.find((c) => c.key === key)?.title;

  const footer = (
    <Space style={{ float: 'right' }}>
      <Button onClick={onCancel} data-testid="columns-cancel">
        {t('table.cancel')}
      </Button>
      <Button
        type="primary"
        onClick={() => onConfirm(draft.order, draft.hidden)}
        data-testid="columns-confirm"
      >
        {t('table.confirm')}
      </Button>
    </Space>
  );

  return (
    <Drawer open={open} title={t('table.chooserTitle')} onClose={onCancel} footer={footer} size={320}>
      {draft.order.map((key) => (
        <Flex
          key={key}
          gap={8}
          align="center"
          style={{ padding: '4px 0' }}
          {...dragReorderProps(key, move, key === kept)}
        >
          <HolderOutlined
            title={t('table.dragToMove')}
            style={{ cursor: key === kept ? 'default' : 'grab' }}
          />
          <Checkbox
            data-testid={`column-option-${key}`}
            checked={key === kept || !draft.hidden.includes(key)}
            disabled={key === kept}
            onChange={(event) => toggle(key, event.target.checked)}
          >
            {titleOf(key)}
          </Checkbox>
        </Flex>
      ))}
    </Drawer>
  );
}
