import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeBlock, prettyJson } from './CodeBlock';

describe('CodeBlock', () => {
  it('pretty-prints and highlights JSON once the highlighter has loaded, escaping the data', async () => {
    render(<CodeBlock value={'{"name":"<script>alert(1)</script>","n":1}'} testId="block" />);
    const pre = () => screen.getByTestId('block').querySelector('pre')!;
    await waitFor(() => expect(pre().dataset.highlighted).toBe('true'));
    expect(pre().querySelector('.hljs-attr')?.textContent).toBe('"name"');
    expect(pre().querySelector('script')).toBeNull();
    expect(pre().textContent).toBe('{\n  "name": "<script>alert(1)</script>",\n  "n": 1\n}');
  });

  it('shows anything else as stored, without loading the highlighter', () => {
    render(<CodeBlock value="a=1&b=2" testId="block" />);
    const pre = screen.getByTestId('block').querySelector('pre')!;
    expect(pre.textContent).toBe('a=1&b=2');
    expect(pre.dataset.highlighted).toBe('false');
    expect(prettyJson('not json')).toBeNull();
  });
});
