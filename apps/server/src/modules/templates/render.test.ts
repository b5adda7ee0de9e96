import { placeholdersOf, renderTemplate } from '@awards/shared/templates';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { zh } from '../../test/messages';
import { renderOrReject } from './render';

describe('renderTemplate', () => {
  it('fills every placeholder, repeated ones too', () => {
    expect(
      renderTemplate('${name}您好，${ name }的申报${status}', { name: '张三', status: '已通过' }),
    ).toEqual({
      ok: true,
      text: '张三您好，张三的申报已通过',
    });
    expect(renderTemplate('共${n}项', { n: 0 })).toEqual({ ok: true, text: '共0项' });
  });

  it('names the missing parameters instead of leaving them empty', () => {
    expect(renderTemplate('${name}: ${code} ${code}', { name: '张三' })).toEqual({
      ok: false,
      missing: ['code'],
    });
    // An inherited property is not a parameter.
    expect(renderTemplate('${toString}', {})).toEqual({ ok: false, missing: ['toString'] });
  });

  it('lists placeholders once, in order', () => {
    expect(placeholdersOf('${b} ${a} ${b}')).toEqual(['b', 'a']);
  });
});

describe('renderOrReject', () => {
  it('is a 400 naming the missing parameter', () => {
    let caught: unknown;
    try {
      renderOrReject('标题${title}', '内容${body}', { title: 'x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).status).toBe(400);
    expect(zh((caught as AppError).ref)).toBe('缺少模板参数：body');
  });
});
