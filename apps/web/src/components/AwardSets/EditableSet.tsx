import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ParsableField } from '@awards/web-common/zodRule';
import { Alert, Button, Flex, Input, InputNumber, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAwardSetsT } from './i18n';

/** One column of a set: a text or a whole number, edited in place. */
export interface SetColumn<T> {
  key: keyof T & string;
  title: ReactNode;
  kind: 'text' | 'int';
  width?: number;
  min?: number;
  max?: number;
  maxLength?: number;
}

export interface EditableSetProps<T> {
  /** Names the set in test ids: `${id}-add`, `${id}-save`, `${id}-${row}-${column}`. */
  id: string;
  value: readonly T[];
  columns: SetColumn<T>[];
  /** A new row, given the rows being edited. */
  blank: (rows: T[]) => T;
  /** The shared schema of the whole set (its messages are the server's). */
  schema: ParsableField;
  editable: boolean;
  /** Saves the set; resolves to the refusal to show (a message ref, or text), or null. */
  onSave: (rows: T[]) => Promise<string | null>;
  addLabel: ReactNode;
  empty: ReactNode;
  /** Shown under the table, given the rows being edited (a live total...). */
  footer?: (rows: T[]) => ReactNode;
}

type Row<T> = T & { rowKey: number };
let nextKey = 1;
const keyed = <T,>(row: T): Row<T> => ({ ...row, rowKey: nextKey++ });
const strip = <T,>({ rowKey: _key, ...row }: Row<T>) => row as unknown as T;

/**
 * A set edited as a table and saved whole (grades, standards): the shared schema checks it
 * first, so the user reads the server's own message before sending; the server's refusal
 * (a status that no longer allows the change...) shows in the same place.
 */
export function EditableSet<T extends object>(props: EditableSetProps<T>) {
  const { t, tr } = useAwardSetsT();
  const { id, columns, editable } = props;
  const [rows, setRows] = useState<Row<T>[]>(() => props.value.map(keyed));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  const change = (next: Row<T>[]) => {
    setRows(next);
    setDirty(true);
    setProblem(null);
  };
  const setCell = (rowKey: number, key: keyof T, value: unknown) =>
    change(rows.map((row) => (row.rowKey === rowKey ? { ...row, [key]: value } : row)));

  const save = async () => {
    const plain = rows.map(strip);
    const check = props.schema.safeParse(plain);
    if (!check.success) {
      setProblem(check.error.issues[0]?.message ?? '');
      return;
    }
    setSaving(true);
    const refusal = await props.onSave(plain).finally(() => setSaving(false));
    setProblem(refusal);
    if (!refusal) setDirty(false);
  };

  const cell = (column: SetColumn<T>, row: Row<T>, index: number) => {
    const value = row[column.key] as unknown;
    const testId = `${id}-${index}-${column.key}`;
    if (!editable)
      return <span data-testid={testId}>{value === null || value === '' ? '' : String(value)}</span>;
    if (column.kind === 'int')
      return (
        <InputNumber
          value={value as number | null}
          min={column.min}
          max={column.max}
          precision={0}
          style={{ width: '100%' }}
          aria-label={typeof column.title === 'string' ? column.title : column.key}
          data-testid={testId}
          onChange={(next) => setCell(row.rowKey, column.key, next)}
        />
      );
    return (
      <Input
        value={(value as string | null) ?? ''}
        maxLength={column.maxLength}
        aria-label={typeof column.title === 'string' ? column.title : column.key}
        data-testid={testId}
        onChange={(event) => setCell(row.rowKey, column.key, event.target.value)}
      />
    );
  };

  const plainRows = rows.map(strip);
  return (
    <Flex vertical gap={12} data-testid={id}>
      <Table<Row<T>>
        size="small"
        rowKey="rowKey"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: props.empty }}
        columns={[
          ...columns.map((column) => ({
            key: column.key,
            title: column.title,
            width: column.width,
            render: (_: unknown, row: Row<T>, index: number) => cell(column, row, index),
          })),
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: t('actions'),
                  width: 56,
                  render: (_: unknown, row: Row<T>, index: number) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('remove')}
                      data-testid={`${id}-${index}-remove`}
                      onClick={() => change(rows.filter((r) => r.rowKey !== row.rowKey))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {props.footer?.(plainRows)}
      {problem && <Alert type="error" showIcon title={tr(problem)} data-testid={`${id}-problem`} />}
      {editable ? (
        <Flex gap={8} wrap justify="space-between">
          <Button
            icon={<PlusOutlined />}
            onClick={() => change([...rows, keyed(props.blank(rows.map(strip)))])}
            data-testid={`${id}-add`}
          >
            {props.addLabel}
          </Button>
          <Flex gap={8}>
            <Button
              disabled={!dirty}
              onClick={() => {
                setRows(props.value.map(keyed));
                setDirty(false);
                setProblem(null);
              }}
            >
              {t('reset')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty}
              loading={saving}
              onClick={() => void save()}
              data-testid={`${id}-save`}
            >
              {t('save')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('readOnly')}</Typography.Text>
      )}
    </Flex>
  );
}
