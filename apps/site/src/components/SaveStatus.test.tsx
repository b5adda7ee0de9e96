import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaveStatus } from './SaveStatus';

describe('SaveStatus', () => {
  it('holds its line before the first save, and the status fills the same line', () => {
    const { rerender } = render(<SaveStatus />);
    const line = screen.getByTestId('autosave');
    expect(line.textContent).toBe('');
    expect(line.style.minHeight).toBe('22px');
    expect(line.getAttribute('aria-live')).toBe('polite');
    rerender(<SaveStatus>已自动保存 14:03:27</SaveStatus>);
    expect(screen.getByTestId('autosave')).toBe(line);
    expect(line.textContent).toBe('已自动保存 14:03:27');
  });
});
