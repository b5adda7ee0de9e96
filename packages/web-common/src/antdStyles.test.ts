import { describe, expect, it } from 'vitest';
import { linkStylesheetFirst } from './antdStyles';

/** A document of its own per test, with the app's stylesheet already in its head. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.head.innerHTML = '<meta charset="utf-8"><link rel="stylesheet" href="/assets/index.css">';
  return doc;
}

const sheets = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));

describe('linkStylesheetFirst (antd prebuilt stylesheet)', () => {
  it("links the sheet before the app's own stylesheets, once, and resolves when it has loaded", async () => {
    const doc = page();
    let done = false;
    const first = linkStylesheetFirst(doc, '/assets/antd.css').then(() => {
      done = true;
    });
    const again = linkStylesheetFirst(doc, '/assets/antd.css');
    // The app's sheet comes after antd's: equal specificity, the app wins (as over antd's run-time styles).
    expect(sheets(doc)).toEqual(['/assets/antd.css', '/assets/index.css']);
    await Promise.resolve();
    expect(done).toBe(false);
    doc.head.querySelector('link[href="/assets/antd.css"]')?.dispatchEvent(new Event('load'));
    await first;
    await again;
    expect(done).toBe(true);
    expect(doc.head.querySelector('link[href="/assets/antd.css"]')?.getAttribute('crossorigin')).toBe('');
  });

  it('rejects when the sheet fails, removes the link and links it again on the next call', async () => {
    const doc = page();
    const failed = linkStylesheetFirst(doc, '/assets/antd.css');
    doc.head.querySelector('link[href="/assets/antd.css"]')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('/assets/antd.css');
    expect(sheets(doc)).toEqual(['/assets/index.css']);
    const retry = linkStylesheetFirst(doc, '/assets/antd.css');
    expect(sheets(doc)).toEqual(['/assets/antd.css', '/assets/index.css']);
    doc.head.querySelector('link[href="/assets/antd.css"]')?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it("links a second sheet right after the first, in the order asked for, before the app's own", async () => {
    const doc = page();
    const first = linkStylesheetFirst(doc, '/assets/antd-first.css');
    const rest = linkStylesheetFirst(doc, '/assets/antd-rest.css');
    expect(sheets(doc)).toEqual(['/assets/antd-first.css', '/assets/antd-rest.css', '/assets/index.css']);
    for (const link of doc.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, rest])).resolves.toEqual([undefined, undefined]);
    // Each address once.
    await linkStylesheetFirst(doc, '/assets/antd-rest.css');
    expect(sheets(doc)).toHaveLength(3);
  });
});
