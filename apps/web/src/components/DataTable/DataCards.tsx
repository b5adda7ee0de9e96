import { Card, Checkbox, Descriptions, Empty, Flex, Pagination, type PaginationProps, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { cellContent } from './toAntColumns';
import type { DataTableColumn, DataTableProps } from './types';

/** The parts of a card, picked from the shown columns (types.ts: cardTitle, cardStatus, cardField). */
export function cardParts<T>(columns: readonly DataTableColumn<T>[]) {
  const actions = columns.find((c) => c.actions) ?? columns.find((c) => c.key === 'actions');
  const rest = columns.filter((c) => c !== actions);
  const title = rest.find((c) => c.cardTitle) ?? rest.find((c) => c.userText) ?? rest[0];
  const status = rest.find((c) => c.cardStatus) ?? rest.find((c) => c.key === 'status' && c !== title);
  const others = rest.filter((c) => c !== title && c !== status);
  const marked = others.filter((c) => c.cardField);
  return { title, status, actions, fields: marked.length > 0 ? marked : others.slice(0, 3) };
}

interface DataCardsProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  keyOf: (row: T, index: number) => Key;
  loading: boolean;
  /** Shown instead of the cards: the error state, when the page failed to load. */
  failure?: ReactNode;
  pagination: PaginationProps;
  rowSelection?: DataTableProps<T>['rowSelection'];
}

/** A cell's content, marked translate="no" where the column holds users' text. */
function Cell<T>({ column, row, index }: { column: DataTableColumn<T>; row: T; index: number }) {
  const content = cellContent(column, row, index);
  return column.userText ? <span translate="no">{content}</span> : content;
}

/**
 * Below 768 px a list is cards, one per row (issue 14 item 2): the title, the status, two or
 * three key fields and the row's actions at the bottom, paged as the table is. A 1,200 px
 * table squeezed into a phone put every action a kilometre of swiping away.
 */
export function DataCards<T>({
  columns,
  rows,
  keyOf,
  loading,
  failure,
  pagination,
  rowSelection,
}: DataCardsProps<T>) {
  const { title, status, actions, fields } = cardParts(columns);
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const toggle = (key: Key, on: boolean) => {
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const chosen = rows.filter((row, i) => keys.includes(keyOf(row, i)));
    rowSelection?.onChange?.(keys, chosen, { type: 'single' });
  };
  const body = failure ?? (
    <Flex vertical gap={12}>
      {rows.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {rows.map((row, index) => {
        const key = keyOf(row, index);
        return (
          <Card
            key={key}
            size="small"
            data-testid="data-card"
            // The title wraps: names that differ only at their end ("…应用（151）") stay told apart.
            styles={{ title: { whiteSpace: 'normal' } }}
            title={
              <Flex gap={8} align="center">
                {rowSelection && (
                  <Checkbox checked={selected.has(key)} onChange={(e) => toggle(key, e.target.checked)} />
                )}
                {title && <Cell column={title} row={row} index={index} />}
              </Flex>
            }
            extra={status && <Cell column={status} row={row} index={index} />}
            actions={actions ? [<Cell key="actions" column={actions} row={row} index={index} />] : undefined}
          >
            <Descriptions
              size="small"
              column={1}
              items={fields.map((column) => ({
                key: column.key,
                label: column.title,
                children: <Cell column={column} row={row} index={index} />,
              }))}
            />
          </Card>
        );
      })}
    </Flex>
  );
  return (
    <Spin spinning={loading}>
      {body}
      <Pagination size="small" align="center" style={{ marginTop: 12 }} {...pagination} />
    </Spin>
  );
}
