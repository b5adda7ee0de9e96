import { afterEach, describe, expect, it } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  closeTabsToTheRight,
  getTabs,
  neighbourOf,
  openTab,
  refreshTab,
  rememberAddress,
  tabAddress,
} from './tabsStore';

const keys = () => getTabs().tabs.map((t) => t.key);
const HOME = '/home';

afterEach(closeAllTabs);

function openFour() {
  for (const key of [HOME, '/a', '/b', '/c']) openTab(key, key);
}

describe('tabs', () => {
  it('opens each page once and renames a tab whose title arrives later', () => {
    openTab('/a', '/a');
    openTab('/a', 'A');
    expect(getTabs().tabs).toEqual([{ key: '/a', title: 'A', version: 0 }]);
  });

  it('closes one, others, or those to the right, never the pinned home tab', () => {
    openFour();
    closeTab(HOME, HOME);
    closeTab('/b', HOME);
    expect(keys()).toEqual([HOME, '/a', '/c']);
    closeTabsToTheRight('/a', HOME);
    expect(keys()).toEqual([HOME, '/a']);
    openTab('/c', '/c');
    closeOtherTabs('/c', HOME);
    expect(keys()).toEqual([HOME, '/c']);
  });

  it('refresh bumps the version, which remounts the page', () => {
    openFour();
    refreshTab('/b');
    expect(getTabs().tabs.find((t) => t.key === '/b')?.version).toBe(1);
  });

  it('moves to the right neighbour of a closed tab, else the left one', () => {
    openFour();
    const tabs = getTabs().tabs;
    expect(neighbourOf(tabs, '/a')).toBe('/b');
    expect(neighbourOf(tabs, '/c')).toBe('/b');
  });
});

describe('tab addresses', () => {
  it('goes back to the query string a tab last showed, one tab per path', () => {
    openTab('/a', 'A');
    rememberAddress('/a', '?page=2&realname=%E5%BC%A0');
    openTab('/a', 'A');
    expect(keys()).toEqual(['/a']);
    expect(tabAddress('/a')).toBe('/a?page=2&realname=%E5%BC%A0');
    expect(tabAddress('/b')).toBe('/b');
    closeAllTabs();
    expect(tabAddress('/a')).toBe('/a');
  });
});
