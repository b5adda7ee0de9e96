import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ItemList, ListItem } from '../../../components/ItemList/ItemList';
import { useDictsT } from '../i18n';

export interface SortEntry {
  id: number;
  label: string;
  code: string;
}

interface Props {
  title: string;
  /** Every sibling: the server takes the whole order, so none may be missing. */
  entries: SortEntry[];
  saving: boolean;
  onSave: (ids: number[]) => void;
  onClose: () => void;
}

/** Reorders dictionaries, or the items of one, by moving entries up and down. */
export function SortModal({ title, entries, saving, onSave, onClose }: Props) {
  const { t } = useDictsT();
  const [order, setOrder] = useState(entries);
  const move = (index: number, delta: -1 | 1) => {
    const next = [...order];
    const [entry] = next.splice(index, 1);
    if (entry) next.splice(index + delta, 0, entry);
    setOrder(next);
  };
  return (
    <Modal
      open
      title={title}
      okText={t('sortModal.ok')}
      cancelText={t('sortModal.cancel')}
      confirmLoading={saving}
      onOk={() => onSave(order.map((entry) => entry.id))}
      onCancel={onClose}
      styles={{ body: { maxHeight: 480, overflowY: 'auto' } }}
    >
      <ItemList
        size="small"
        items={order}
        itemKey={(entry) => entry.id}
        renderItem={(entry, index) => (
          <ListItem
            data-testid={`sort-entry-${entry.id}`}
            actions={[
              <Button
                key="up"
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('sortModal.up')}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />,
              <Button
                key="down"
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('sortModal.down')}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              />,
            ]}
          >
            <Space>
              <span>{entry.label}</span>
              <Typography.Text type="secondary">{entry.code}</Typography.Text>
            </Space>
          </ListItem>
        )}
      />
    </Modal>
  );
}
