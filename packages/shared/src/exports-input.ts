import { z } from 'zod';
import { EXPORT_MESSAGES } from './exports';
import { decimalId } from './primitives';

/** The path parameter of one export (exports.ts has the rest, without zod). */
export const exportIdParamsSchema = z.strictObject({ exportId: decimalId(EXPORT_MESSAGES.idInvalid) });
