import type { EnhanceHint } from '@awards/shared/enhance-runtime';
import { getToken } from '@awards/web-common/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { activeScriptsQuery, currentScriptQuery } from './enhanceApi';
import { type EnhanceOutcome, runInWorker } from './runInWorker';

export interface EnhanceState<T> {
  /** The hint of a row shown, by the row object; empty when no script ran. */
  hintOf: (row: T) => EnhanceHint | null;
  /** What the last run ended in, when a script ran (null: none ran, or it is running). */
  outcome: EnhanceOutcome | null;
  /** A script is running on these rows. */
  running: boolean;
}

const NONE = () => null;

/**
 * A table's enhance script applied to the rows it shows (docs/admin-catalogue-decisions.md
 * "Enhance scripts"): the saved script of `tableId` (from the list of active ones, read once a
 * session), or `preview` while the editor tries a script on the page. No script, no worker:
 * a table without one costs one cached list lookup. Each new page of rows runs again.
 * `tableId` null: the table takes no script.
 */
export function useEnhance<T>(tableId: string | null, rows: T[], preview: string | null): EnhanceState<T> {
  // Signed out (a test rendering a table alone) there is nothing to ask for.
  const active = useQuery({ ...activeScriptsQuery, enabled: tableId !== null && getToken() !== null });
  const version = active.data?.find((s) => s.tableId === tableId)?.version;
  const saved = useQuery(currentScriptQuery(tableId ?? '', preview === null ? version : undefined));
  const script = preview ?? (version !== undefined ? saved.data?.script : undefined) ?? '';
  const [result, setResult] = useState<{ rows: T[]; script: string; outcome: EnhanceOutcome } | null>(null);

  const wanted = script.trim() !== '' && rows.length > 0;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void runInWorker(script, rows).then((outcome) => {
      if (live) setResult({ rows, script, outcome });
    });
    return () => {
      live = false;
    };
  }, [wanted, script, rows]);

  const current = wanted && result && result.rows === rows && result.script === script ? result : null;
  if (!current) return { hintOf: NONE, outcome: null, running: wanted };
  const { outcome } = current;
  if (outcome.status !== 'done') return { hintOf: NONE, outcome, running: false };
  const byRow = new Map<T, EnhanceHint | null>(rows.map((row, i) => [row, outcome.hints[i] ?? null]));
  return { hintOf: (row) => byRow.get(row) ?? null, outcome, running: false };
}
