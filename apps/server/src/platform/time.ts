/** An instant on the wire: ISO 8601 in UTC, or null when unset. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
