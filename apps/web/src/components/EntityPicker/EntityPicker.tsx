import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Spin } from 'antd';
import { useState } from 'react';
import { useWidgetsT } from '../i18n';
import { ENTITY_TYPES, type EntityType, fetchEntities, isEntityType } from './entityApi';
import { useDebouncedCallback } from './useDebouncedCallback';

/** Spec 001 §9: the picker waits this long after the last keystroke before searching. */
export const PICKER_DEBOUNCE_MS = 500;

export interface EntityPickerProps
  extends Omit<SelectProps<string | string[]>, 'options' | 'showSearch' | 'loading' | 'mode'> {
  type: EntityType;
  multiple?: boolean;
}

/**
 * A searchable Select of traders, warehouses or factories (spec 001 §2, §5, §7, §8).
 *
 * - `type` must be 'trader', 'warehouse' or 'factory'; anything else throws at render.
 * - The list is asked for when the select first opens, then for what the user types,
 *   500 ms after the last keystroke. The value is the item code, the label its name.
 * - A failed call is reported by the API client (error notice) and empties the list.
 *
 * ```tsx
 * <Form.Item name="traderCode"><EntityPicker type="trader" allowClear /></Form.Item>
 * ```
 */
export function EntityPicker({ type, multiple, placeholder, onOpenChange, ...rest }: EntityPickerProps) {
  if (!isEntityType(type)) {
    throw new Error(`EntityPicker: type must be one of ${ENTITY_TYPES.join(', ')}; got "${String(type)}".`);
  }
  const { t } = useWidgetsT();
  // null until the select is first opened: no call for a picker nobody uses.
  const [keyword, setKeyword] = useState<string | null>(null);
  const search = useDebouncedCallback((text: string) => setKeyword(text.trim()), PICKER_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['entity', type, keyword],
    queryFn: () => fetchEntities(type, keyword ?? ''),
    enabled: keyword !== null,
    // A picker answers the user's typing: a failure is shown at once, not retried.
    retry: false,
  });
  const items = query.isError ? [] : (query.data ?? []);
  const options = items.map((item) => ({ value: item.code, label: item.name || item.value }));

  return (
    <Select<string | string[]>
      placeholder={placeholder ?? t('search.choose')}
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: search }}
      options={options}
      loading={query.isFetching}
      notFoundContent={query.isFetching ? <Spin size="small" /> : undefined}
      onOpenChange={(open) => {
        if (open && keyword === null) setKeyword('');
        onOpenChange?.(open);
      }}
    />
  );
}
