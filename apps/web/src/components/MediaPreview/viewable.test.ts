import { describe, expect, it } from 'vitest';
import { isViewableImage } from './viewable';

describe('isViewableImage', () => {
  it.each([
    ['photo.PNG', true],
    ['scan.jpeg', true],
    ['a.b.webp', true],
    ['anim.gif', true],
    ['report.pdf', false],
    ['image.svg', false],
    ['noextension', false],
  ])('%s → %s', (name, expected) => {
    expect(isViewableImage(name)).toBe(expected);
  });
});
