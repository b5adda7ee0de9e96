import type { CaptchaImage } from '@awards/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export function getCaptcha(): Promise<CaptchaImage> {
  return http.get<CaptchaImage>('/rest/captcha/png');
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: getCaptcha,
    // A captcha is used once: never reuse a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Fetched only once the server has asked for a captcha. */
export function useCaptcha(enabled: boolean) {
  return useQuery({ ...captchaQueryOptions(), enabled });
}
