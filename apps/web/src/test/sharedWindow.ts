// The web tests run without per-file isolation (vite.config.ts): the files of a worker
// share one jsdom window. What a file may change on it beyond the DOM that the testing
// library unmounts (attributes of <html> and <body>, the viewport size) is put back here,
// from a copy taken when the first file of the worker started.

interface WindowState {
  html: [string, string][];
  body: [string, string][];
  innerWidth: number;
  innerHeight: number;
}

const KEY = '__awardsPristineWindow';

function attributes(element: Element): [string, string][] {
  return Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]);
}

function setAttributes(element: Element, wanted: [string, string][]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of wanted) element.setAttribute(name, value);
}

function setSize(name: 'innerWidth' | 'innerHeight', value: number) {
  if (window[name] !== value)
    Object.defineProperty(window, name, { configurable: true, writable: true, value });
}

export function restoreSharedWindow(): void {
  const store = globalThis as typeof globalThis & { [KEY]?: WindowState };
  store[KEY] ??= {
    html: attributes(document.documentElement),
    body: attributes(document.body),
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  };
  const pristine = store[KEY];
  setAttributes(document.documentElement, pristine.html);
  setAttributes(document.body, pristine.body);
  setSize('innerWidth', pristine.innerWidth);
  setSize('innerHeight', pristine.innerHeight);
}
