import type { CaptchaImage } from '@awards/shared/auth';
import { http } from '../../../lib/http';
import { useAsync } from '../../../lib/useAsync';

export function getCaptcha(): Promise<CaptchaImage> {
  // allowRepeat: a captcha is used once, and two quick refreshes must give two images.
  return http.get<CaptchaImage>('/rest/captcha/png', { allowRepeat: true });
}

/** Fetched only once the server has asked for a captcha; `reload` fetches another. */
export function useCaptcha(enabled: boolean) {
  return useAsync(getCaptcha, enabled);
}
