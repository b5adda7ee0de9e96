import { describe, expect, it } from 'vitest';
import { acceptContent } from './policy';
import { SNIFF_BYTES, sniffKind } from './sniff';

describe('sniffKind', () => {
  it('takes a short Chinese text file ending in a full stop and a newline as text', () => {
    expect(sniffKind(Buffer.from('通知附件。\n', 'utf8'))).toBe('text');
  });

  it('takes a sample cut in the middle of a Chinese character as text', () => {
    const whole = Buffer.from('奖'.repeat(SNIFF_BYTES), 'utf8');
    const sample = whole.subarray(0, SNIFF_BYTES);
    expect(sample.length % 3).not.toBe(0);
    expect(sniffKind(sample)).toBe('text');
  });

  it('refuses bytes that are not UTF-8 and control bytes', () => {
    expect(sniffKind(Buffer.from([0x61, 0xff, 0xfe, 0x62, 0x63, 0x64, 0x65]))).toBeNull();
    expect(sniffKind(Buffer.from([0x61, 0x00, 0x62]))).toBeNull();
  });

  it('recognises signatures before text', () => {
    expect(sniffKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
  });
});

describe('videos among the attachments', () => {
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(20)]);
  const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(20)]);

  it('knows MP4 and WebM by their first bytes and serves them as video', () => {
    expect(sniffKind(mp4)).toBe('mp4');
    expect(sniffKind(webm)).toBe('webm');
    expect(acceptContent('attachment', '演示.mp4', mp4)).toEqual({ mime: 'video/mp4' });
    expect(acceptContent('attachment', 'demo.WEBM', webm)).toEqual({ mime: 'video/webm' });
  });

  it('refuses a file named as a video whose bytes are not one, and a video as an avatar', () => {
    expect(() => acceptContent('attachment', 'fake.mp4', Buffer.from('%PDF-1.7\n'))).toThrow();
    expect(() => acceptContent('attachment', 'clip.webm', mp4)).toThrow();
    expect(() => acceptContent('avatar', 'me.mp4', mp4)).toThrow();
  });
});
