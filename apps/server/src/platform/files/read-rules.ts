import type { SessionUser } from '../auth/sessions';
import type { StoredFile } from './file-store';

/** Whether a signed-in user may read a stored file; any rule that says yes lets them. */
export type ReadRule = (user: SessionUser, file: StoredFile) => boolean | Promise<boolean>;

/**
 * The download access rules of the file store. The files module starts with the
 * owner's and the avatars' rules; other modules add theirs through the
 * `fileReadRules` hook of their descriptor, instead of widening these.
 */
export class ReadRules {
  private readonly rules: ReadRule[] = [];

  add(rule: ReadRule): void {
    this.rules.push(rule);
  }

  async allows(user: SessionUser, file: StoredFile): Promise<boolean> {
    for (const rule of this.rules) if (await rule(user, file)) return true;
    return false;
  }
}
