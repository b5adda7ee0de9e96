import { createHash, randomUUID } from 'node:crypto';
import type { CaptchaImage } from '@awards/shared/auth';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { randomCaptchaText, renderCaptchaPng } from '../../platform/captcha/png';

const CAPTCHA_TTL_MS = 5 * 60_000;

export const answerHash = (captchaId: string, answer: string) =>
  createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');

/**
 * Image captchas kept in the database (not in memory), so that any server
 * instance can check the answer to a captcha another instance drew.
 */
export class CaptchaService {
  constructor(private readonly db: Db) {}

  async create(): Promise<CaptchaImage> {
    const captchaId = randomUUID();
    const text = randomCaptchaText(4);
    await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
    await this.db.insert(captchas).values({
      id: captchaId,
      answerHash: answerHash(captchaId, text),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    });
    return { captchaId, image: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}` };
  }

  /** True when the answer matches; the captcha is used up either way. */
  async verify(captchaId: string, answer: string): Promise<boolean> {
    const [row] = await this.db
      .delete(captchas)
      .where(and(eq(captchas.id, captchaId), gt(captchas.expiresAt, new Date())))
      .returning({ answerHash: captchas.answerHash });
    return row !== undefined && row.answerHash === answerHash(captchaId, answer);
  }
}
