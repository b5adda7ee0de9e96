import { resolveThemeConfig } from '@awards/shared/themes';
import { describe, expect, it } from 'vitest';
import { antdComponents, changedProperties, documentLooks, kitLooks } from './themeAppearance';

/** A layout's values over the defaults, as /rest/theme/homeList sends them. */
const config = (values: Record<string, string | number | boolean>) => resolveThemeConfig(values);

describe('changedProperties', () => {
  it('keeps only what differs from the tree’s defaults, of the right type, for known properties', () => {
    expect(changedProperties(config({}))).toEqual({});
    expect(
      changedProperties({
        ...config({ menuFontColor: '#ff0000', buttonShadow: false }),
        unknown: 'x',
        tableStriped: 'yes',
      }),
    ).toEqual({ menuFontColor: '#ff0000', buttonShadow: false });
  });
});

describe('kitLooks', () => {
  it.each([
    [{}, { modalWidth: undefined, fullscreen: true, searchExpanded: false }],
    [{ modalWidth: '80%' }, { modalWidth: '80%', fullscreen: true, searchExpanded: false }],
    // 60% is the default: each dialog keeps its own width.
    [
      { modalWidth: '60%', searchFormExpand: true, modalFullscreen: false },
      { modalWidth: undefined, fullscreen: false, searchExpanded: true },
    ],
    [
      { modalWidth: '50%', searchFormExpand: false },
      { modalWidth: '50%', fullscreen: true, searchExpanded: false },
    ],
  ])(
    'reads the dialog width, the full-screen switch and the search form’s expansion of %o',
    (values, looks) => {
      expect(kitLooks(config(values))).toEqual(looks);
    },
  );
});

describe('antdComponents', () => {
  it('leaves antd alone for the default configuration', () => {
    expect(antdComponents(config({}))).toEqual({});
  });

  it.each([
    ['menuFontColor', '#aabbcc', 'Menu', { darkItemColor: '#aabbcc' }],
    ['menuBackgroundColor', '#102030', 'Menu', { darkItemBg: '#102030' }],
    ['expandMenuBackgroundColor', '#010203', 'Menu', { darkSubMenuItemBg: '#010203' }],
    ['selectedMenuBackgroundColor', '#ff8800', 'Menu', { darkItemSelectedBg: '#ff8800' }],
    ['selectedMenuFontColor', '#000000', 'Menu', { darkItemSelectedColor: '#000000' }],
    ['buttonBorderRadius', 2, 'Button', { borderRadius: 2, borderRadiusLG: 2, borderRadiusSM: 2 }],
    ['buttonShadow', false, 'Button', { primaryShadow: 'none', defaultShadow: 'none', dangerShadow: 'none' }],
    ['modalHeaderBackground', '#eeeeee', 'Modal', { headerBg: '#eeeeee' }],
    ['tableHeaderBackground', '#e6f4ff', 'Table', { headerBg: '#e6f4ff' }],
    ['tableSize', 'small', 'Table', { cellPaddingBlock: 8, cellPaddingInline: 8 }],
    ['tableSize', 'large', 'Table', { cellPaddingBlock: 16, cellPaddingInline: 16 }],
  ] as const)('%s = %s styles %s', (property, value, component, tokens) => {
    expect(antdComponents(config({ [property]: value }))).toEqual({ [component]: tokens });
  });
});

describe('documentLooks', () => {
  it('sets nothing for the default configuration', () => {
    const looks = documentLooks(config({}));
    expect(looks.variables).toEqual({});
    expect(Object.values(looks.classes).some(Boolean)).toBe(false);
  });

  it('turns the other properties into custom properties and classes', () => {
    const looks = documentLooks(
      config({
        headerFontColor: '#ffffff',
        logoShowTitle: false,
        logoTitleColor: '#ffd700',
        listTitleFontSize: 20,
        listTitleBarColor: '#ff0000',
        searchFormLabelWidth: 120,
        tableStriped: true,
        tableBordered: true,
      }),
    );
    expect(looks.variables).toEqual({
      '--theme-header-color': '#ffffff',
      '--theme-logo-title-color': '#ffd700',
      '--theme-list-title-size': '20px',
      '--theme-list-title-bar': '3px solid #ff0000',
      '--theme-search-label-width': '120px',
    });
    expect(looks.classes).toEqual({
      'theme-logo-no-title': true,
      'theme-table-striped': true,
      'theme-table-bordered': true,
    });
  });
});
