import type { EnhanceVersionView } from '@awards/shared/enhance-scripts';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { clearSession, saveButtonAuth, saveToken } from '@awards/web-common/session';
import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import EnhanceEditorDrawer from './EnhanceEditorDrawer';

const reply = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** The server's side, as the routes answer (newest first; a save or restore adds a version). */
let kept: EnhanceVersionView[];
let sent: { path: string; body: Record<string, unknown> }[];
const version = (n: number, script: string): EnhanceVersionView => ({
  tableId: 'system.banks',
  version: n,
  script,
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  resetResubmitGuard();
  saveToken('token');
  saveButtonAuth(['ENHANCE_VIEW', 'ENHANCE_EDIT']);
  kept = [version(2, 'return [];\n// two'), version(1, 'return [];\n// one')];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ path, body });
      if (path === '/rest/enhance/versions') return reply(kept);
      const script =
        path === '/rest/enhance/save'
          ? String(body.script)
          : kept.find((v) => v.version === body.version)!.script;
      const added = version(kept[0]!.version + 1, script);
      kept = [added, ...kept];
      return reply(added);
    }),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** The CodeMirror view in the drawer, to type into as a user's keystrokes would. */
const editor = () =>
  EditorView.findFromDOM(screen.getByTestId('enhance-code').querySelector('.cm-editor') as HTMLElement)!;
const typeScript = (text: string) => {
  const view = editor();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
};

describe('the enhance-script editor', () => {
  it('opens the current version in the code editor, saves a new one and lists it', async () => {
    renderRoute(<EnhanceEditorDrawer tableId="system.banks" onClose={() => {}} />);
    await waitFor(() => expect(editor().state.doc.toString()).toBe('return [];\n// two'));
    expect(screen.getByTestId('enhance-version-2').textContent).toContain('当前');
    expect(screen.getByTestId('enhance-version-1')).toBeTruthy();

    typeScript('return rows.map(() => ({ rowClass: "highlight" }));');
    fireEvent.click(screen.getByTestId('enhance-save'));
    expect(await screen.findByTestId('enhance-version-3')).toBeTruthy();
    expect(sent.find((s) => s.path === '/rest/enhance/save')?.body).toEqual({
      tableId: 'system.banks',
      script: 'return rows.map(() => ({ rowClass: "highlight" }));',
    });
    expect(screen.getByText('已保存为第 3 版')).toBeTruthy();
    expect(screen.getByTestId('enhance-version-3').textContent).toContain('当前');
  });

  it('compares a kept version with the text being edited and restores it as a new version', async () => {
    renderRoute(<EnhanceEditorDrawer tableId="system.banks" onClose={() => {}} />);
    const first = await screen.findByTestId('enhance-version-1');
    fireEvent.click(within(first).getByText('对比'));
    const diff = await screen.findByTestId('enhance-diff');
    expect(
      [...diff.querySelectorAll('[data-diff]')].map((l) => `${l.getAttribute('data-diff')}:${l.textContent}`),
    ).toEqual(['same:  return [];', 'removed:- // one', 'added:+ // two']);

    fireEvent.click(within(screen.getByTestId('enhance-version-1')).getByText('恢复'));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByTestId('enhance-version-3')).toBeTruthy();
    expect(sent.find((s) => s.path === '/rest/enhance/restore')?.body).toEqual({
      tableId: 'system.banks',
      version: 1,
    });
    await waitFor(() => expect(editor().state.doc.toString()).toBe('return [];\n// one'));
  });

  it('is read-only without ENHANCE_EDIT: no save, no restore', async () => {
    saveButtonAuth(['ENHANCE_VIEW']);
    renderRoute(<EnhanceEditorDrawer tableId="system.banks" onClose={() => {}} />);
    const first = await screen.findByTestId('enhance-version-1');
    expect(within(first).queryByText('恢复')).toBeNull();
    expect(screen.queryByTestId('enhance-save')).toBeNull();
    expect(screen.getByText('你没有编辑增强脚本的权限')).toBeTruthy();
    expect(editor().state.readOnly).toBe(true);
  });
});
