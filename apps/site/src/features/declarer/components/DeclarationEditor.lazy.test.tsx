import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// When the rest of the form (antd) is wanted: not on its own, but on a touch, when its room comes
// into view, or when the HTTP client has a notice to show (its frame's notice host shows it).
const api = vi.hoisted(() => ({
  openEditions: vi.fn(async () => []),
  disciplines: vi.fn(async () => []),
  regions: vi.fn(async () => []),
  recommendUnits: vi.fn(async () => []),
  detail: vi.fn(),
}));
vi.mock('../api/declarations', () => ({ declarerApi: api }));
vi.mock('../../../components/antdFrame', () => ({
  inAppFrame: () => () => <div data-testid="declaration-rest" />,
}));
const notifier = vi.hoisted(() => ({ wanted: false, listeners: new Set<() => void>() }));
vi.mock('@awards/web-common/notify', () => ({
  isNotifierWanted: () => notifier.wanted,
  onNotifierWanted: (listener: () => void) => {
    notifier.listeners.add(listener);
    return () => notifier.listeners.delete(listener);
  },
}));

/** An IntersectionObserver the test drives: `show()` brings every observed element into view. */
const observed = new Set<(entries: { isIntersecting: boolean }[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    observed.add(this.callback);
  }
  disconnect() {
    observed.delete(this.callback);
  }
}
const show = () => {
  for (const callback of [...observed]) callback([{ isIntersecting: true }]);
};

// Files share a worker's modules (isolate: false): without a reset, the editor imported by the
// other editor test, bound to that file's mocks, would be reused here and ignore this file's.
vi.resetModules();
const { DeclarationEditor } = await import('./DeclarationEditor');
const handlers = { onCreated: vi.fn(), onLeave: vi.fn(), onRestWanted: vi.fn() };

beforeAll(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterAll(() => vi.unstubAllGlobals());
beforeEach(async () => {
  vi.clearAllMocks();
  notifier.wanted = false;
  notifier.listeners.clear();
  observed.clear();
  render(<DeclarationEditor declarationId={null} {...handlers} />);
  await screen.findByLabelText(/届次/);
});

const rest = () => screen.queryByTestId('declaration-rest');

describe("the declaration form's antd part", () => {
  it('is not loaded while the page is only looked at, and is on the first touch', async () => {
    expect(rest()).toBeNull();
    fireEvent.pointerDown(document.getElementById('projectName')!);
    await waitFor(() => expect(rest()).not.toBeNull());
    expect(handlers.onRestWanted).toHaveBeenCalled();
  });

  it('is loaded when its room comes into view', async () => {
    expect(rest()).toBeNull();
    act(show);
    await waitFor(() => expect(rest()).not.toBeNull());
  });

  it('is loaded when the HTTP client has a notice to show (its frame shows it)', async () => {
    expect(rest()).toBeNull();
    act(() => {
      notifier.wanted = true;
      for (const listener of [...notifier.listeners]) listener();
    });
    await waitFor(() => expect(rest()).not.toBeNull());
  });
});
