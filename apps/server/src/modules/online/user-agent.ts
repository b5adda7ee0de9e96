/** Browser and system names from a user agent, for the online-users list; 'Unknown' when unsure. */
export function describeUserAgent(ua: string | null): { browser: string; os: string } {
  if (!ua) return { browser: 'Unknown', os: 'Unknown' };
  return { browser: browserOf(ua), os: osOf(ua) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* .*Safari\//, 'Safari'],
  [/MSIE (\d+)|Trident\/.*rv:(\d+)/, 'Internet Explorer'],
];

function browserOf(ua: string): string {
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua);
    if (m) return `${name} ${m[1] ?? m[2] ?? ''}`.trim();
  }
  return ua.split(/[\s/]/, 1)[0] || 'Unknown';
}

function osOf(ua: string): string {
  if (/Windows NT 10/.test(ua)) return 'Windows 10/11';
  if (/Windows NT 6\.1/.test(ua)) return 'Windows 7';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Android (\d+)/.test(ua)) return `Android ${/Android (\d+)/.exec(ua)?.[1]}`;
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}
