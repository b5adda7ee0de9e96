import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import RichTextEditor from './RichTextEditor';

afterEach(() => changeLocale('zh_CN'));

/** The word quill's CSS shows for the header picker's "normal" entry. */
const normalWord = () => screen.getByTestId('notice-editor').style.getPropertyValue('--ql-normal');

describe('the rich-text editor', () => {
  it('speaks the interface language: toolbar names and the words quill draws with CSS', async () => {
    const view = render(<RichTextEditor value="<p>正文</p>" />);
    const bold = view.container.querySelector('.ql-toolbar button.ql-bold');
    expect(bold?.getAttribute('title')).toBe('加粗');
    expect(normalWord()).toBe('"正文"');

    await changeLocale('en_GB');
    view.rerender(<RichTextEditor value="<p>正文</p>" />);
    expect(view.container.querySelector('.ql-toolbar button.ql-bold')?.getAttribute('aria-label')).toBe(
      'Bold',
    );
    expect(view.container.querySelector('.ql-toolbar .ql-picker.ql-header')?.getAttribute('title')).toBe(
      'Paragraph style',
    );
    expect(normalWord()).toBe('"Normal"');

    await changeLocale('zh_TW');
    view.rerender(<RichTextEditor value="<p>正文</p>" />);
    expect(bold?.getAttribute('title')).toBe('粗體');
    expect(normalWord()).toBe('"內文"');
  });
});
