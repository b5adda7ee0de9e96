import type { Locale } from '@awards/shared/i18n';

/**
 * What other modules read of the regions (the exports and prints of declarations,
 * experts, organisations): a region's full name in the reader's language.
 */
export interface RegionsApi {
  /**
   * A region's name with those of the regions above it (province, city, county), as the
   * locale reads: "江苏省 南京市 玄武区" in Chinese, "玄武区, 南京市, Jiangsu" in English
   * (each name in its version for the locale, or in zh_CN where none is entered). A city
   * named as its province (北京市 北京市) shows once. The code itself when it names no region.
   */
  regionPath(code: string, locale: Locale): Promise<string>;
  /** regionPath of several codes in one read, by code (for a list, an export or a print). */
  regionPaths(codes: readonly string[], locale: Locale): Promise<Map<string, string>>;
}

/** The names of a path, from the top, joined as the locale reads. */
export function joinRegionNames(names: readonly string[], locale: Locale): string {
  return locale === 'en_GB' ? [...names].reverse().join(', ') : names.join(' ');
}
