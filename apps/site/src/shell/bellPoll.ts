/** How often the site's bell asks for the counts when no push comes (the portal's cadence). */
export const BELL_POLL_MS = 60_000;
