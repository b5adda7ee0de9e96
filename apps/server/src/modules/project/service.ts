import { DEFAULT_TIME_ZONE, isTimeZone } from '@awards/shared/clock';
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
  timeZone: DEFAULT_TIME_ZONE,
};

export async function projectInfo(db: Db): Promise<ProjectInfo> {
  const [row] = await db.select().from(projectSettings).where(eq(projectSettings.key, 'project'));
  const info = { ...EMPTY, ...((row?.value as Partial<ProjectInfo> | undefined) ?? {}) };
  // A zone the runtime does not know would break every date on every page: keep the default.
  return isTimeZone(info.timeZone) ? info : { ...info, timeZone: DEFAULT_TIME_ZONE };
}
