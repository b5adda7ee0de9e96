import { type CSSProperties, useEffect, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { type NoticesKey, type NoticesT, useNoticesT } from '../i18n';
import styles from './RichTextEditor.module.css';

/** The toolbar staff need for a notice: headings, emphasis, lists, links, colour. */
const MODULES = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ color: [] }, { background: [] }],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['link', 'blockquote'],
    ['clean'],
  ],
};

/** Each toolbar control (a quill selector) and the name it shows on hover and to screen readers. */
const CONTROL_NAMES: readonly [string, NoticesKey][] = [
  ['.ql-picker.ql-header', 'editor.header'],
  ['button.ql-bold', 'editor.bold'],
  ['button.ql-italic', 'editor.italic'],
  ['button.ql-underline', 'editor.underline'],
  ['button.ql-strike', 'editor.strike'],
  ['.ql-picker.ql-color', 'editor.color'],
  ['.ql-picker.ql-background', 'editor.background'],
  ['button.ql-list[value="ordered"]', 'editor.orderedList'],
  ['button.ql-list[value="bullet"]', 'editor.bulletList'],
  ['button.ql-link', 'editor.link'],
  ['button.ql-blockquote', 'editor.blockquote'],
  ['button.ql-clean', 'editor.clean'],
];

/** The words quill writes with CSS content (RichTextEditor.module.css), as CSS strings. */
function cssWords(t: NoticesT): CSSProperties {
  const words: Record<string, NoticesKey> = {
    '--ql-normal': 'editor.normal',
    '--ql-heading1': 'editor.heading1',
    '--ql-heading2': 'editor.heading2',
    '--ql-heading3': 'editor.heading3',
    '--ql-visit-url': 'editor.visitUrl',
    '--ql-edit': 'editor.edit',
    '--ql-remove': 'editor.remove',
    '--ql-save': 'editor.save',
    '--ql-enter-link': 'editor.enterLink',
  };
  return Object.fromEntries(Object.entries(words).map(([name, key]) => [name, JSON.stringify(t(key))]));
}

/**
 * The rich-text editor (react-quill-new and its CSS): imported only through React.lazy
 * by the notice form, so it stays out of the login, home and list chunks (spec 000 §1).
 * Its words are the interface language's: quill's own are English only.
 */
export default function RichTextEditor({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (html: string) => void;
}) {
  const t = useNoticesT();
  const frame = useRef<HTMLDivElement>(null);
  // The toolbar is quill's DOM, built when the editor mounts (before this effect runs).
  useEffect(() => {
    for (const [selector, key] of CONTROL_NAMES) {
      for (const control of frame.current?.querySelectorAll(`.ql-toolbar ${selector}`) ?? []) {
        control.setAttribute('title', t(key));
        control.setAttribute('aria-label', t(key));
      }
    }
  }, [t]);
  return (
    <div data-testid="notice-editor" ref={frame} className={styles.editor} style={cssWords(t)}>
      <ReactQuill
        theme="snow"
        value={value ?? ''}
        modules={MODULES}
        // An emptied editor leaves '<p><br></p>': store nothing instead.
        onChange={(html) => onChange?.(html === '<p><br></p>' ? '' : html)}
        style={{ background: '#fff' }}
      />
    </div>
  );
}
