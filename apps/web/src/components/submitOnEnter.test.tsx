import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { submitOnEnter } from './submitOnEnter';

const renderForm = (submit: () => void) =>
  render(
    // biome-ignore lint/a11y/noStaticElementInteractions: the handler under test, as a Form carries it
    <div onKeyDown={submitOnEnter(submit)}>
      <input data-testid="text" />
      <textarea data-testid="area" />
      <input data-testid="select" role="combobox" aria-expanded={false} aria-controls="none" />
      <span className="ant-picker">
        <input data-testid="date" />
      </span>
    </div>,
  );

describe('submitOnEnter', () => {
  it('submits on Enter in a text field', () => {
    const submit = vi.fn();
    renderForm(submit);
    fireEvent.keyDown(screen.getByTestId('text'), { key: 'Enter' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter to a text area, a select, a date picker and an input method', () => {
    const submit = vi.fn();
    renderForm(submit);
    fireEvent.keyDown(screen.getByTestId('area'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('select'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('date'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('text'), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(screen.getByTestId('text'), { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(screen.getByTestId('text'), { key: 'a' });
    expect(submit).not.toHaveBeenCalled();
  });
});
