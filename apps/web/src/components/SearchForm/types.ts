import type { ReactNode } from 'react';
import type { EntityType } from '../EntityPicker/entityApi';

interface FieldBase {
  /** The key of the value in the emitted filters. */
  name: string;
  label: ReactNode;
  /** Default '请输入' for typed fields, '请选择' for pickers (localised). */
  placeholder?: string;
}

interface DateFieldBase extends FieldBase {
  /** The format of the emitted string; defaults per type (see searchValues.ts). */
  format?: string;
}

/** A node of a tree-select field (e.g. the organisation tree). */
export interface SearchTreeNode {
  title: ReactNode;
  value: string | number;
  disabled?: boolean;
  children?: SearchTreeNode[];
}

/** One filter of a SearchForm (spec 001 §2); `type` picks the control. */
export type SearchField =
  | (FieldBase & { type: 'input' })
  /** Two numbers, emitted as [min, max] (either may be undefined). */
  | (FieldBase & { type: 'range' })
  | (FieldBase & {
      type: 'select';
      options: { label: ReactNode; value: string | number }[];
      multiple?: boolean;
      /** Values are numbers (for the address, while options still load); else told by the options. */
      numeric?: boolean;
    })
  /** A tree of options (searchable by title); emits the chosen value(s). */
  | (FieldBase & {
      type: 'treeSelect';
      treeData: SearchTreeNode[];
      multiple?: boolean;
      loading?: boolean;
      /** Values are numbers (for the address, while the tree still loads); else told by the tree. */
      numeric?: boolean;
    })
  | (DateFieldBase & { type: 'date' | 'dateRange' | 'time' })
  /** A year; `numeric` emits it as a number (2024) for an integer filter, else as its format. */
  | (DateFieldBase & { type: 'year'; numeric?: boolean })
  | (FieldBase & { type: 'office' })
  | (FieldBase & { type: 'entity'; entity: EntityType })
  | (FieldBase & { type: 'region'; maxLevel?: 1 | 2 | 3 })
  /**
   * Dictionary-backed select by category code. Item codes are text ('1'); `numeric` emits
   * them as numbers for a filter the server takes as an integer (status...).
   */
  | (FieldBase & { type: 'dict'; categoryCode: string; multiple?: boolean; numeric?: boolean })
  | (FieldBase & { type: 'regionGroup'; groupCode: string; multiple?: boolean });

export type SearchFieldType = SearchField['type'];

/** The emitted filters: formatted strings, numbers and arrays; empty fields are left out. */
export type SearchValues = Record<string, unknown>;
