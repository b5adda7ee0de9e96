import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import 'highlight.js/styles/github.css';

// Loaded on first use only (CodeBlock imports this file dynamically): the highlighter and its
// styles are a chunk of their own, never part of the sign-in page or the shell.
hljs.registerLanguage('json', json);

/**
 * The text as highlighted HTML. highlight.js escapes the text itself and adds only its own
 * <span class="hljs-…"> elements, so the result is safe to insert as HTML.
 */
export function highlightJson(text: string): string {
  return hljs.highlight(text, { language: 'json', ignoreIllegals: true }).value;
}
