import { Empty, Spin } from 'antd';
import { type CSSProperties, Fragment, type Key, type ReactNode } from 'react';
import styles from './ItemList.module.css';

export interface ItemListProps<T> {
  items: readonly T[];
  /** Each item's key (an id; the index only for lists that never reorder). */
  itemKey: (item: T, index: number) => Key;
  /** One `<ListItem>` per item. */
  renderItem: (item: T, index: number) => ReactNode;
  header?: ReactNode;
  bordered?: boolean;
  size?: 'small' | 'default';
  /** What an empty list says; without it an empty list shows nothing but its header. */
  empty?: ReactNode;
  loading?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A short list of items, each with a title, a description and actions: the kit's
 * replacement for antd's `List`, deprecated in antd 6 (its successor `Listy` is a
 * virtual scroller for long lists of fixed height, not for these). Plain `ul`/`li`
 * markup in the theme's colours, so a screen reader counts the items.
 */
export function ItemList<T>({
  items,
  itemKey,
  renderItem,
  header,
  bordered = false,
  size = 'default',
  empty,
  loading = false,
  style,
  'data-testid': testId,
}: ItemListProps<T>) {
  const className = [styles.root, bordered && styles.bordered, size === 'small' && styles.small]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} style={style} data-testid={testId}>
      {header !== undefined && <div className={styles.header}>{header}</div>}
      <Spin spinning={loading}>
        {items.length === 0 ? (
          empty !== undefined && !loading ? (
            <Empty className={styles.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
          ) : null
        ) : (
          <ul className={styles.items}>
            {items.map((item, index) => (
              <Fragment key={itemKey(item, index)}>{renderItem(item, index)}</Fragment>
            ))}
          </ul>
        )}
      </Spin>
    </div>
  );
}

export interface ListItemProps {
  /** The item's heading (a file name, a project); with `description`, the item's meta block. */
  title?: ReactNode;
  description?: ReactNode;
  /** Anything else the item shows, after the title and description. */
  children?: ReactNode;
  /** Buttons or links at the item's end; empty entries are left out. */
  actions?: ReactNode[];
  'data-testid'?: string;
}

/** One item of an `ItemList`. */
export function ListItem({
  title,
  description,
  children,
  actions = [],
  'data-testid': testId,
}: ListItemProps) {
  const shown = actions.filter((a) => a !== null && a !== undefined && a !== false);
  return (
    <li className={styles.item} data-testid={testId}>
      <div className={styles.main}>
        {(title !== undefined || description !== undefined) && (
          <div className={styles.meta}>
            {title !== undefined && <div className={styles.title}>{title}</div>}
            {description !== undefined && <div className={styles.description}>{description}</div>}
          </div>
        )}
        {children}
      </div>
      {shown.length > 0 && (
        <ul className={styles.actions}>
          {shown.map((action, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the actions are fixed per item and never reorder
            <li key={index}>{action}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
