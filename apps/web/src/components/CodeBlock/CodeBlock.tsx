import { Typography } from 'antd';
import { useEffect, useState } from 'react';

/** JSON pretty-printed, or null when the text is not JSON. */
export function prettyJson(value: string): string | null {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return null;
  }
}

const PRE_STYLE = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  margin: 0,
  maxHeight: 320,
  overflow: 'auto',
  padding: 8,
  borderRadius: 6,
  background: 'rgba(0, 0, 0, 0.02)',
} as const;

/**
 * A block of request or response data (spec 000 §1's code highlighter): JSON is pretty-printed
 * and highlighted, anything else shown as stored; copyable. The text shows at once; the
 * highlighter loads lazily on the first JSON block and colours it when it arrives.
 */
export function CodeBlock({ value, testId }: { value: string; testId?: string }) {
  const json = prettyJson(value);
  const text = json ?? value;
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    setHtml(null);
    if (json === null) return;
    let live = true;
    void import('./highlight').then(
      ({ highlightJson }) => live && setHtml(highlightJson(json)),
      () => undefined, // The plain text stays: highlighting is a help, not the content.
    );
    return () => {
      live = false;
    };
  }, [json]);
  return (
    <Typography.Paragraph copyable={{ text }} style={{ marginBottom: 0 }} data-testid={testId}>
      {html === null ? (
        <pre style={PRE_STYLE} data-highlighted="false">
          {text}
        </pre>
      ) : (
        <pre
          className="hljs"
          style={PRE_STYLE}
          data-highlighted="true"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the text and adds only its own spans.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </Typography.Paragraph>
  );
}
