import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { layouts, themes } from '../schema';

/** Two layouts: the side menu (the default) and the top menu (spec 000 §2). */
export const SEED_LAYOUTS = [
  { layoutName: '侧边菜单布局', menuMode: 'side', config: {}, remarks: '左侧菜单，顶栏居上' },
  {
    layoutName: '顶部菜单布局',
    menuMode: 'top',
    config: { fixHeader: true, fixSiderbar: false },
    remarks: '菜单在顶栏中横向排列',
  },
] as const;

type SeedTheme = Omit<typeof themes.$inferInsert, 'layoutId'> & { layoutName: string };

/** The preset themes of the settings drawer; 拂晓蓝 is the system default. */
export const SEED_THEMES: SeedTheme[] = [
  {
    themeName: '拂晓蓝',
    layoutName: '侧边菜单布局',
    primaryColor: '#1677ff',
    menuColor: '#001529',
    color1: '#1677ff',
    color2: '#69b1ff',
    color3: '#0958d9',
    color4: '#e6f4ff',
    headerBg: '1',
    sideMenuBg: '1',
  },
  {
    themeName: '薄暮',
    layoutName: '侧边菜单布局',
    primaryColor: '#f5222d',
    menuColor: '#2a0b0c',
    color1: '#f5222d',
    color2: '#ff7875',
    color3: '#cf1322',
    color4: '#fff1f0',
    headerBg: '2',
    sideMenuBg: '7',
  },
  {
    themeName: '极光绿',
    layoutName: '侧边菜单布局',
    primaryColor: '#52c41a',
    menuColor: '#0b2610',
    color1: '#52c41a',
    color2: '#95de64',
    color3: '#389e0d',
    color4: '#f6ffed',
    headerBg: '3',
    sideMenuBg: '8',
  },
  {
    themeName: '酱紫',
    layoutName: '侧边菜单布局',
    primaryColor: '#722ed1',
    menuColor: '#1a0b33',
    color1: '#722ed1',
    color2: '#b37feb',
    color3: '#531dab',
    color4: '#f9f0ff',
    headerBg: '4',
    sideMenuBg: '9',
  },
  {
    themeName: '暗夜',
    layoutName: '顶部菜单布局',
    // A dark header: the header takes the menu colour.
    isHeader: true,
    primaryColor: '#1668dc',
    menuColor: '#141414',
    color1: '#1668dc',
    color2: '#3c89e8',
    color3: '#15417e',
    color4: '#111a2c',
    headerBg: '5',
    sideMenuBg: '2',
    fixedHeader: true,
  },
];

export const DEFAULT_THEME_NAME = '拂晓蓝';

/**
 * Missing layouts and themes only: their settings are the administrators' to
 * edit. A database without a default theme gets 拂晓蓝 as the default.
 */
export async function seedThemes(db: DbOrTx): Promise<void> {
  await db
    .insert(layouts)
    .values(SEED_LAYOUTS.map((layout) => ({ ...layout, config: { ...layout.config }, createBy: 'system' })))
    .onConflictDoNothing();
  const layoutRows = await db
    .select({ id: layouts.id, layoutName: layouts.layoutName })
    .from(layouts)
    .where(
      inArray(
        layouts.layoutName,
        SEED_LAYOUTS.map((l) => l.layoutName),
      ),
    );
  const layoutIdOf = new Map(layoutRows.map((l) => [l.layoutName, l.id]));
  await db
    .insert(themes)
    .values(
      SEED_THEMES.map(({ layoutName, ...theme }) => ({
        ...theme,
        layoutId: layoutIdOf.get(layoutName)!,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  const [hasDefault] = await db.select({ id: themes.id }).from(themes).where(eq(themes.ifSelected, true));
  if (!hasDefault) {
    await db.update(themes).set({ ifSelected: true }).where(eq(themes.themeName, DEFAULT_THEME_NAME));
  }
}
