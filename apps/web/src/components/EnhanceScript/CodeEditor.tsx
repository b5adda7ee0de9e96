import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';

/**
 * A JavaScript code editor (CodeMirror 6): line numbers, undo history, highlighting. Only the
 * enhance-script editor's chunk imports it. `value` is read when it mounts (a new `key`
 * starts it again with another text); every change is reported through `onChange`.
 */
export function CodeEditor({
  value,
  onChange,
  readOnly = false,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is read once; a new key restarts the editor.
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          javascript(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) report.current(update.state.doc.toString());
          }),
          EditorView.theme({
            '&': { border: '1px solid #d9d9d9', borderRadius: '6px', fontSize: '13px' },
            '.cm-scroller': { minHeight: '240px', maxHeight: '50vh', fontFamily: 'ui-monospace, monospace' },
          }),
        ],
      }),
    });
    return () => view.destroy();
  }, [readOnly]);
  return <div ref={host} data-testid="enhance-code" translate="no" />;
}
