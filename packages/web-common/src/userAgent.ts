/** A short "browser on system" from a User-Agent header, for the sessions list. */
export function describeUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser =
    match(ua, /Edg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(ua, /(?:OPR|Opera)\/(\d+)/, 'Opera') ??
    match(ua, /MicroMessenger\/(\d+)/, 'WeChat') ??
    match(ua, /Firefox\/(\d+)/, 'Firefox') ??
    match(ua, /(?:Chrome|CriOS)\/(\d+)/, 'Chrome') ??
    match(ua, /Version\/(\d+).*Safari\//, 'Safari');
  const system =
    (/Windows NT/.test(ua) && 'Windows') ||
    (/Android/.test(ua) && 'Android') ||
    (/iPhone|iPad|iPod/.test(ua) && 'iOS') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    null;
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : ua.slice(0, 60);
}

function match(ua: string, pattern: RegExp, name: string): string | null {
  const version = ua.match(pattern)?.[1];
  return version ? `${name} ${version}` : null;
}
