import { z } from 'zod';
import type { Translation } from './localised';
import { text } from './primitives';

/**
 * Reference data in three languages (issue 13): the stored shape and the reader's fallback
 * are in localised.ts (free of zod, for the sign-in page); this adds the input schema.
 */
export { localised, type Translation } from './localised';

/**
 * The schema of a `<field>I18n` input: each version bounded like the field itself; an
 * empty version is dropped (the zh_CN text shows instead).
 */
export const translationSchema = (max: number, message: string) =>
  z
    .strictObject({
      zh_TW: text(message).trim().max(max, message).optional(),
      en_GB: text(message).trim().max(max, message).optional(),
    })
    .transform((value): Translation => {
      const kept: Translation = {};
      if (value.zh_TW) kept.zh_TW = value.zh_TW;
      if (value.en_GB) kept.en_GB = value.en_GB;
      return kept;
    });
