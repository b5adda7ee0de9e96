import { reportError } from '@awards/web-common/formErrors';
import { translateShared } from '@awards/web-common/i18n';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { parseFormParam } from '../../lib/useRouteParam';
import { isGone } from '../DetailState';
import { useWidgetsT } from '../i18n';

/** The search parameter that opens a form or drawer (`useRouteParam('form')`, or a drawer's props). */
export interface EntityRoute {
  value: string | null;
  close: () => void;
}

/** How a record is looked up by id: a TanStack query (`useAward(id)`), or a find in a loaded list. */
export interface EntityLookup<T> {
  data?: T | null;
  isError?: boolean;
  error?: unknown;
  /** The lookup has finished: a record still missing then is gone (a find in a list). */
  isSuccess?: boolean;
}

/**
 * The modes a form's parameter names (`add`, `edit:12`), each saying whether it names a record
 * by id. `null`: the parameter is the id itself, as a detail drawer's (`?detail=12`).
 */
export type EntityModes = Readonly<Record<string, boolean>> | null;

/** A form's: `add`, and `edit:<id>`. */
export const FORM_MODES: EntityModes = { add: false, edit: true };
/** A drawer's: the id alone. */
export const DETAIL: EntityModes = null;

export interface RoutedEntity<T, L> {
  /** The mode named ('add', 'edit'...; 'detail' for a drawer's bare id), null when none. */
  mode: string | null;
  id: number | null;
  /** The record, once looked up; null for a mode that names none ('add'). */
  record: T | null;
  /**
   * Whether to show the form or drawer: a form once its record is there (never an empty form),
   * a drawer as soon as it is named (it shows its lookup's loading and failure, with a retry).
   */
  open: boolean;
  /** The lookup itself, for a drawer's states (`<DetailState query={…}>`). */
  lookup: L;
}

/**
 * Closes a stale link once, saying why: `gone` turning true closes the route and shows the
 * message of `error` (the catalogue's, for a failure that is not a missing record) or "the
 * record does not exist or has been deleted". Once: closing navigates, and a second close
 * would go back twice. The building block of useRoutedEntity, for a target found otherwise
 * (a menu in the tree, a dictionary item under its dictionary).
 */
export function useCloseStale(route: EntityRoute, gone: boolean, error?: unknown) {
  const { message } = App.useApp();
  const { t } = useWidgetsT();
  const latest = useRef({ route, error, message, t });
  latest.current = { route, error, message, t };
  useEffect(() => {
    if (!gone) return;
    const { route: current, error: reason, message: notify, t: translate } = latest.current;
    current.close();
    if (reason !== undefined && !isGone(reason)) reportError(reason, notify.error, translateShared);
    else void notify.warning(translate('state.gone'));
  }, [gone]);
}

/**
 * The record a search parameter names, opened by address (issue 14): `?form=add` and
 * `?form=edit:12` for a form, `?detail=12` for a drawer (`modes: null`). A link to a record
 * that is not there (deleted, never was, or a parameter the page does not know) closes with a
 * message instead of showing an empty form. A drawer stays open on other failures (the
 * network, a 5xx) and shows them with a retry; a form, which cannot show without its record,
 * closes with the failure's message.
 *
 * ```tsx
 * const form = useRouteParam('form');
 * const editing = useRoutedEntity(form, useAward);
 * {editing.open && <AwardFormModal key={form.value} award={editing.record} onClose={form.close} />}
 * ```
 *
 * `load` is a hook (called on every render with the id named, null for none): the same one
 * on every render of the page.
 */
export function useRoutedEntity<L extends EntityLookup<unknown>>(
  route: EntityRoute,
  load: (id: number | null) => L,
  modes: EntityModes = FORM_MODES,
): RoutedEntity<NonNullable<L['data']>, L> {
  const [mode, id] = modes ? parseFormParam(route.value) : parseDetail(route.value);
  const known = mode !== null && (modes ? Object.hasOwn(modes, mode) : true);
  const needsRecord = known && (modes ? modes[mode as string] === true : true);
  const lookup = load(needsRecord ? id : null);
  const record = needsRecord ? ((lookup.data ?? null) as NonNullable<L['data']> | null) : null;
  const failed = Boolean(lookup.isError) && (modes !== null || isGone(lookup.error));
  const missing = Boolean(lookup.isSuccess) && record === null;
  const gone = route.value !== null && (!known || (needsRecord && (id === null || failed || missing)));
  useCloseStale(route, gone, lookup.isError ? lookup.error : undefined);
  const open = !gone && known && (!needsRecord || record !== null || modes === null);
  return { mode: known ? mode : null, id, record, open, lookup };
}

/** A drawer's parameter: the id alone ('12'); anything else names nothing that is there. */
function parseDetail(value: string | null): [string | null, number | null] {
  if (value === null) return [null, null];
  return ['detail', /^\d+$/.test(value) ? Number(value) : null];
}
