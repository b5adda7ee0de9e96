import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announceImportProgress } from '../../lib/exportProgress';
import { renderRoute } from '../../test/renderWithProviders';
import { ImportProgressBar } from './ImportProgressBar';

describe('ImportProgressBar', () => {
  it('shows the rows done of its own kind of import, never going back', () => {
    renderRoute(<ImportProgressBar kind="users" />);
    expect(screen.queryByTestId('import-progress')).toBeNull();
    act(() => announceImportProgress({ kind: 'users', status: 'running', rowsDone: 500, rowsTotal: 1000 }));
    expect(screen.getByTestId('import-progress').textContent).toContain('正在导入：500 / 1000 行');
    act(() => announceImportProgress({ kind: 'users', status: 'running', rowsDone: 300, rowsTotal: 1000 }));
    act(() => announceImportProgress({ kind: 'experts', status: 'running', rowsDone: 900, rowsTotal: 1000 }));
    expect(screen.getByTestId('import-progress').textContent).toContain('50%');
  });
});
