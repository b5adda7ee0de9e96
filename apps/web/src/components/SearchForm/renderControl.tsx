import { DatePicker, Input, Select, TimePicker, TreeSelect } from 'antd';
import type { ReactElement } from 'react';
import { DictSelect } from '../DictSelect/DictSelect';
import { EntityPicker } from '../EntityPicker/EntityPicker';
import type { WidgetKey } from '../i18n';
import { OfficeSelect, RegionGroupSelect } from '../OfficeSelect/OfficeSelect';

import { RegionCascader } from '../RegionCascader/RegionCascader';
import { RangeInput } from './RangeInput';
import type { SearchField } from './types';

const FULL_WIDTH = { width: '100%' };

/**
 * The control of one field. A plain function, not a component: antd's Form.Item hands
 * value and onChange to its direct child, which must be the control itself.
 */
export function renderControl(field: SearchField, t: (key: WidgetKey) => string): ReactElement {
  const enter = field.placeholder ?? t('search.enter');
  const choose = field.placeholder ?? t('search.choose');
  switch (field.type) {
    case 'input':
      return <Input placeholder={enter} allowClear />;
    case 'range':
      return <RangeInput placeholder={field.placeholder} />;
    case 'select':
      return (
        <Select
          placeholder={choose}
          allowClear
          mode={field.multiple ? 'multiple' : undefined}
          options={field.options}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          placeholder={choose}
          allowClear
          multiple={field.multiple}
          loading={field.loading}
          treeData={field.treeData}
          showSearch={{ treeNodeFilterProp: 'title' }}
          popupMatchSelectWidth={false}
          style={FULL_WIDTH}
        />
      );
    case 'date':
      return <DatePicker placeholder={choose} style={FULL_WIDTH} />;
    case 'year':
      return <DatePicker picker="year" placeholder={choose} style={FULL_WIDTH} />;
    case 'dateRange':
      return <DatePicker.RangePicker placeholder={[choose, choose]} style={FULL_WIDTH} />;
    case 'time':
      return <TimePicker placeholder={choose} style={FULL_WIDTH} />;
    case 'office':
      return <OfficeSelect placeholder={choose} allowClear />;
    case 'regionGroup':
      return (
        <RegionGroupSelect
          groupCode={field.groupCode}
          multiple={field.multiple}
          placeholder={choose}
          allowClear
        />
      );
    case 'entity':
      return <EntityPicker type={field.entity} placeholder={choose} allowClear />;
    case 'region':
      return <RegionCascader maxLevel={field.maxLevel} placeholder={choose} changeOnSelect allowClear />;
    case 'dict':
      return (
        <DictSelect
          categoryCode={field.categoryCode}
          multiple={field.multiple}
          placeholder={choose}
          allowClear
        />
      );
  }
}
