import { useEffect, useState } from 'react';

/**
 * Spec 001 §2: the search form's column span by window width. antd's own breakpoints
 * (xxl 1600, xl 1200, lg 992) do not match 1440, so the widths are applied here.
 */
export function spanForWidth(width: number): 6 | 8 | 12 | 24 {
  if (width >= 1600) return 6;
  if (width >= 1440) return 8;
  if (width >= 992) return 12;
  return 24;
}

/** The span for the current window width, following resizes. */
export function useColumnSpan(): 6 | 8 | 12 | 24 {
  const [span, setSpan] = useState(() => spanForWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => setSpan(spanForWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return span;
}
