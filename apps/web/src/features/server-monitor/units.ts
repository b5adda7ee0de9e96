/** Bytes in the largest unit that keeps the number at or above 1 (1024-based). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '—';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** Seconds as whole days, hours and minutes. */
export function splitDuration(seconds: number): { d: number; h: number; m: number } {
  const s = Math.max(0, Math.floor(seconds));
  return { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600), m: Math.floor((s % 3600) / 60) };
}

/** A percentage as the progress bar's colour: the theme's, then warning from 70, danger from 90. */
export const usageColour = (percent: number) =>
  percent >= 90
    ? 'var(--ant-color-error, #ff4d4f)'
    : percent >= 70
      ? 'var(--ant-color-warning, #faad14)'
      : undefined;
