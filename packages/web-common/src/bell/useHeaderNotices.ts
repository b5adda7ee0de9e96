import type { UnreadCounts } from '@awards/shared/user-messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HEADER_NOTICES_KEY, pollHeaderNotices } from './bellApi';

/**
 * The bell's counts through TanStack Query: the unread poll's cadence; spec 000 §8: a failure
 * stops polling, silently (pollHeaderNotices). `initialCounts`: counts already read (the site's
 * plain bell hands its own over when antd's bell replaces it), shown at once and asked again.
 */
export function useHeaderNotices(pollMs: number, initialCounts?: UnreadCounts) {
  const [stopped, setStopped] = useState(false);
  return useQuery({
    queryKey: HEADER_NOTICES_KEY,
    retry: false,
    refetchInterval: stopped ? false : pollMs,
    initialData: initialCounts,
    initialDataUpdatedAt: 0,
    queryFn: async () => {
      try {
        const { counts, stop } = await pollHeaderNotices();
        if (stop) setStopped(true);
        return counts;
      } catch (error) {
        setStopped(true);
        throw error;
      }
    },
  });
}
