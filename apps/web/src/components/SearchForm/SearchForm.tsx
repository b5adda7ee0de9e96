import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useKitLooks } from '../../lib/themeAppearance';
import { useWidgetsT } from '../i18n';
import { renderControl } from './renderControl';
import { toFormValues } from './searchAddress';
import { toSearchValues } from './searchValues';
import type { SearchField, SearchValues } from './types';
import { useColumnSpan } from './useColumnSpan';

const FOLDED = { display: 'none' };

export interface SearchFormProps {
  fields: SearchField[];
  /**
   * The filters, formatted and without empty fields. `submitted` is true for the query
   * button and false after a reset (spec 001 §2: "emits a query with false").
   */
  onSearch: (values: SearchValues, submitted: boolean) => void;
  /** Values the form opens with (dayjs objects for date fields). Reset clears them too. */
  initialValues?: Record<string, unknown>;
  /**
   * The filters in force, as `onSearch` emitted them (a list's, from the address:
   * useListState). The form shows them, and again whenever they change (back, forward).
   */
  values?: SearchValues;
  loading?: boolean;
  defaultExpanded?: boolean;
}

/**
 * The generic filter bar of spec 001 §2, driven by a field config (see types.ts).
 *
 * - Columns: 6 spans from 1600 px of window width, 8 from 1440, 12 from 992, else 24.
 * - 查询 emits the filters; 重置 clears every field and emits the cleared filters with
 *   `submitted` false; 展开/收起 appears when the fields and buttons do not fit one row.
 * - Dates leave as strings: date YYYY-MM-DD, year YYYY, time HH:mm:ss.
 *
 * ```tsx
 * <SearchForm fields={[{ type: 'input', name: 'username', label: t('user.name') },
 *   { type: 'dict', name: 'status', label: t('user.status'), categoryCode: 'user_status' }]}
 *   onSearch={(filters) => setFilters(filters)} />
 * ```
 */
export function SearchForm({
  fields,
  onSearch,
  initialValues,
  values,
  loading,
  defaultExpanded = false,
}: SearchFormProps) {
  const { t } = useWidgetsT();
  const [form] = Form.useForm();
  const shown = useRef(values);
  useEffect(() => {
    // Filters that changed outside the form (back, forward, a link): the form follows.
    if (!values || shown.current === values) return;
    shown.current = values;
    form.setFieldsValue({
      ...Object.fromEntries(fields.map((field) => [field.name, undefined])),
      ...toFormValues(fields, values),
    });
  }, [values, fields, form]);
  // Expanded at first where the page asks for it or the theme says so (spec 000 §3, 默认展开).
  const { searchExpanded } = useKitLooks();
  const [expanded, setExpanded] = useState(defaultExpanded || searchExpanded);
  const span = useColumnSpan();

  const perRow = 24 / span;
  // Collapsed, the first row holds the buttons too; a full-width layout still shows one field.
  const collapsedCount = Math.max(1, perRow - 1);
  const collapsible = fields.length > collapsedCount;
  const shownCount = collapsible && !expanded ? collapsedCount : fields.length;
  // The buttons take the last cell of the last row.
  const offset = (perRow - (shownCount % perRow) - 1) * span;

  const query = () => onSearch(toSearchValues(fields, form.getFieldsValue(true)), true);
  const reset = () => {
    // Clears to empty, not back to initialValues: the specification says all values.
    form.setFieldsValue(Object.fromEntries(fields.map((field) => [field.name, undefined])));
    onSearch(toSearchValues(fields, form.getFieldsValue(true)), false);
  };

  return (
    <Form
      form={form}
      initialValues={values ? { ...initialValues, ...toFormValues(fields, values) } : initialValues}
      onFinish={query}
      data-testid="search-form"
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          // Folded fields stay mounted (and so keep their values), only out of sight; the
          // hidden attribute would lose to antd's display rule for .ant-col-N.
          <Col key={field.name} span={span} style={index >= shownCount ? FOLDED : undefined}>
            <Form.Item name={field.name} label={field.label}>
              {renderControl(field, t)}
            </Form.Item>
          </Col>
        ))}
        <Col span={span} offset={offset} style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={loading} data-testid="search-query">
              {t('search.query')}
            </Button>
            <Button onClick={reset} data-testid="search-reset">
              {t('search.reset')}
            </Button>
            {collapsible && (
              <Button type="link" onClick={() => setExpanded(!expanded)} data-testid="search-toggle">
                {expanded ? t('search.collapse') : t('search.expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
