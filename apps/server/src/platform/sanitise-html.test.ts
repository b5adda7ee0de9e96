import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('strips scripts, event handlers and javascript: URLs', () => {
    const out = sanitiseHtml(
      '<p onclick="x()">hi<script>alert(1)</script></p><img src="a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><a href="JaVaScRiPt:alert(4)">b</a>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript/i);
    expect(out).toContain('<p>hi</p>');
    expect(out).toContain('<img src="a.png" />');
    expect(out).toContain('<a>link</a>');
  });

  it('drops style, iframe and non-image data URLs, keeps formatting and inline images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = sanitiseHtml(
      `<style>p{}</style><iframe src="https://x"></iframe><h2 class="ql-align-center evil">T</h2>` +
        `<img src="${png}"><img src="data:text/html;base64,PHNjcmlwdD4="><a href="https://a.b" target="_blank">x</a>`,
    );
    expect(out).toBe(
      `<h2 class="ql-align-center">T</h2><img src="${png}" /><a href="https://a.b" target="_blank" rel="noopener noreferrer">x</a>`,
    );
  });

  it('keeps null and blank as null', () => {
    expect(sanitiseHtml(null)).toBeNull();
    expect(sanitiseHtml('<script>x</script>')).toBeNull();
  });
});
