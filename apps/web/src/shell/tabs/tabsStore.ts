import { useSyncExternalStore } from 'react';

/** One open page of multi-tab mode, keyed by its path. */
export interface PageTab {
  key: string;
  title: string;
  /** Bumped by 'refresh': the page is mounted afresh. */
  version: number;
}

export interface TabsState {
  tabs: readonly PageTab[];
}

let state: TabsState = { tabs: [] };
const listeners = new Set<() => void>();

function set(tabs: readonly PageTab[]): void {
  state = { tabs };
  for (const listener of listeners) listener();
}

export function getTabs(): TabsState {
  return state;
}

/** Opens a tab, or renames it when its title arrived later. */
export function openTab(key: string, title: string): void {
  const existing = state.tabs.find((tab) => tab.key === key);
  if (existing && existing.title === title) return;
  if (existing) set(state.tabs.map((tab) => (tab.key === key ? { ...tab, title } : tab)));
  else set([...state.tabs, { key, title, version: 0 }]);
}

export function refreshTab(key: string): void {
  set(state.tabs.map((tab) => (tab.key === key ? { ...tab, version: tab.version + 1 } : tab)));
}

/** The pinned key (the home page) is never closed. Returns the tabs that remain. */
export function closeTab(key: string, pinned: string): readonly PageTab[] {
  if (key !== pinned) set(state.tabs.filter((tab) => tab.key !== key));
  return state.tabs;
}

export function closeOtherTabs(key: string, pinned: string): void {
  set(state.tabs.filter((tab) => tab.key === key || tab.key === pinned));
}

export function closeTabsToTheRight(key: string, pinned: string): void {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index >= 0) set(state.tabs.filter((tab, i) => i <= index || tab.key === pinned));
}

export function closeAllTabs(): void {
  addresses.clear();
  if (state.tabs.length) set([]);
}

/**
 * The query string each tab last showed (a list's page and filters live there): going
 * back to a tab goes back to its address, not to the page's bare path. A tab stays one
 * per path, whatever its query string.
 */
const addresses = new Map<string, string>();

export function rememberAddress(key: string, search: string): void {
  addresses.set(key, search);
}

/** Where a click on the tab goes: its path and the query string it last had. */
export function tabAddress(key: string): string {
  return key + (addresses.get(key) ?? '');
}

/** Where to go when the active tab closes: its right neighbour, else its left one. */
export function neighbourOf(tabs: readonly PageTab[], key: string): string | null {
  const index = tabs.findIndex((tab) => tab.key === key);
  const rest = tabs.filter((tab) => tab.key !== key);
  return (rest[index] ?? rest[index - 1] ?? rest.at(-1))?.key ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTabs(): TabsState {
  return useSyncExternalStore(subscribe, getTabs, getTabs);
}
