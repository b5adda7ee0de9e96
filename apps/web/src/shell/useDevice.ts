import { STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { useEffect } from 'react';
import { MOBILE_QUERY, useMedia } from '../lib/useMedia';

export { MOBILE_QUERY, useMedia };

/** Below 1088 px the sidebar closes (spec 000 §4); the mobile query lives in lib with the hook. */
export const NARROW_QUERY = '(max-width: 1087.99px)';

export type Device = 'mobile' | 'desktop';

/** The device kind and whether the screen is too narrow for an open sidebar; the device is stored. */
export function useDevice(): { device: Device; narrow: boolean } {
  const mobile = useMedia(MOBILE_QUERY);
  const narrow = useMedia(NARROW_QUERY);
  const device: Device = mobile ? 'mobile' : 'desktop';
  useEffect(() => setItem(STORAGE_KEYS.device, device), [device]);
  return { device, narrow };
}
