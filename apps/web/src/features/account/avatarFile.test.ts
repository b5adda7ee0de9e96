import { FILE_MESSAGES } from '@awards/shared/files';
import { renderMessage } from '@awards/shared/i18n';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatarFile';

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileProblem({ type, size: 2 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types, empty files and files over 2 MB with the shared messages', () => {
    const problem = (file: { type: string; size: number }) => renderMessage(avatarFileProblem(file) ?? '');
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe(FILE_MESSAGES.avatarType);
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe(FILE_MESSAGES.avatarType);
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe(FILE_MESSAGES.empty);
    expect(problem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('文件大小不能超过2MB');
  });
});
