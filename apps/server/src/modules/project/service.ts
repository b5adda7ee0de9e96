import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectSettings } from '../../db/schema';

export interface FilingLink {
  text: string;
  url: string;
}

/** What the login page shows (spec 000 §1): title, description, copyright, two filing links. */
export interface ProjectInfo {
  title: string;
  description: string;
  copyright: string;
  filingPublicSecurity: FilingLink | null;
  filingIcp: FilingLink | null;
}

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
