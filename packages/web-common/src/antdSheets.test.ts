import { describe, expect, it } from 'vitest';
import { antdSheetText, componentOf, splitSheet, topLevelStatements } from '../vite/antdSheets.mjs';

const SHEET = [
  '.ant-btn{color:red;}',
  '.ant-btn-primary:hover{content:"}";}',
  '@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}',
  '.ant-select .ant-btn{margin:0;}',
  '@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}',
  'a{color:var(--ant-color-link);}',
  '.ant-btn-lg{height:40px;}',
].join('');

describe("antd's prebuilt stylesheet in two (vite/antdSheets.mjs)", () => {
  it('reads the top-level statements, braces in strings included, and the component of each', () => {
    const statements = topLevelStatements(SHEET);
    expect(statements).toHaveLength(7);
    expect(statements.map(componentOf)).toEqual(['btn', 'btn', null, 'select', 'col', null, 'btn']);
  });

  it("keeps the whole's order in each part, rules of no component in the first", () => {
    const { first, rest } = splitSheet(SHEET, ['btn']);
    expect(first).toBe(
      [
        '.ant-btn{color:red;}',
        '.ant-btn-primary:hover{content:"}";}',
        '@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}',
        'a{color:var(--ant-color-link);}',
        '.ant-btn-lg{height:40px;}',
      ].join('\n'),
    );
    expect(rest).toBe(
      ['.ant-select .ant-btn{margin:0;}', '@media (max-width:575px){.ant-col-xs-1{flex:0 0 4%;}}'].join('\n'),
    );
  });

  it("loses no rule of antd's own sheet", () => {
    const css = antdSheetText(import.meta.filename);
    const { first, rest } = splitSheet(css, ['btn', 'menu']);
    expect(topLevelStatements(first).length + topLevelStatements(rest).length).toBe(
      topLevelStatements(css).length,
    );
    expect(first).toContain('.ant-btn{');
    expect(rest).toContain('.ant-select{');
  });
});
