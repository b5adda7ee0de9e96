import { QueryClient } from '@tanstack/react-query';

/** One client for the pages past the first screen (AppFrame.tsx); the home page does without it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
