import type { Locale } from '@awards/shared/i18n';
import type { DbOrTx } from '../../db/client';

/**
 * What other modules read of the regions (the lists, exports and prints of declarations,
 * experts, organisations, and their checks of a region code).
 *
 * `db`, where a method takes one: the caller's transaction when it reads inside one. The
 * regions are then read through it: on PGlite a read beside an open transaction waits for
 * that transaction to end, so a read of the module's own would never return.
 */
export interface RegionsApi {
  /**
   * A region's name with those of the regions above it, province first, joined by " / ":
   * "江苏省 / 南京市 / 玄武区"; in English "Jiangsu / 南京市 / Xuanwu" (each name in its
   * version for the locale, or in zh_CN where none is entered). A city named as its
   * province (北京市 北京市) shows once. The code itself when it names no region.
   */
  regionPath(code: string, locale: Locale, db?: DbOrTx): Promise<string>;
  /** regionPath of several codes in one read, by code (for a list, an export or a print). */
  regionPaths(codes: readonly string[], locale: Locale, db?: DbOrTx): Promise<Map<string, string>>;
  /** Is `code` a region of the table (a province, city or county of GB/T 2260)? */
  exists(code: string, db?: DbOrTx): Promise<boolean>;
}
