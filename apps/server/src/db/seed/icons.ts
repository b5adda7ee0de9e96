import type { DbOrTx } from '../client';
import { icons } from '../schema';

/**
 * A few custom icons on the 1024 grid, so the icon page and the init call's
 * `icons` show something from the first start. Path data only (icons.ts).
 */
export const SEED_ICONS = [
  {
    iconTitle: '奖杯',
    pathContent:
      'M256 128h512v64h128v128c0 88-72 160-160 160h-10c-26 74-90 130-170 141V704h128v64H342v-64h128v-83c-80-11-144-67-170-141h-10c-88 0-160-72-160-160V192h128V128z m-64 128v64c0 53 43 96 96 96V256h-96z m544 0v160c53 0 96-43 96-96v-64h-96zM256 832h512v64H256v-64z',
  },
  {
    iconTitle: '申报书',
    pathContent:
      'M224 96h416l192 192v640H224V96z m64 64v704h480V320H608V160H288z m384 45v51h51l-51-51zM352 448h320v64H352v-64z m0 128h320v64H352v-64z m0 128h192v64H352v-64z',
  },
  {
    iconTitle: '评审专家',
    pathContent:
      'M512 96c106 0 192 86 192 192s-86 192-192 192-192-86-192-192 86-192 192-192z m0 64c-71 0-128 57-128 128s57 128 128 128 128-57 128-128-57-128-128-128zM192 896c0-177 143-320 320-320s320 143 320 320h-64c0-141-115-256-256-256S256 755 256 896h-64z',
  },
] as const;

export async function seedIcons(db: DbOrTx): Promise<void> {
  await db
    .insert(icons)
    .values(SEED_ICONS.map((icon, index) => ({ ...icon, sortNumber: index + 1, createBy: 'system' })))
    .onConflictDoNothing();
}
