import type { ProjectInfo } from '@awards/shared/home';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectSettings } from '../../db/schema';

const EMPTY: ProjectInfo = {
  title: '',
  description: '',
  copyright: '',
  filingPublicSecurity: null,
  filingIcp: null,
};

export async function projectInfo(db: Db): Promise<ProjectInfo> {
  const [row] = await db.select().from(projectSettings).where(eq(projectSettings.key, 'project'));
  return { ...EMPTY, ...((row?.value as Partial<ProjectInfo> | undefined) ?? {}) };
}
