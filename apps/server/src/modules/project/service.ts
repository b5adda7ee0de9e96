import { DEFAULT_TIME_ZONE, isTimeZone } from '@awards/shared/clock';
import type { ProjectInfo } from '@awards/shared/home';
import type { ProjectSettingsView, ProjectUpdate } from '@awards/shared/project';
import type { SignOnOptions } from '@awards/shared/sign-on';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectSettings } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import type { DisplayClock } from '../../platform/clock';
import type { InvalidationBus } from '../../platform/invalidation';
import type { PlatformLog } from '../../platform/platform';
import { iso } from '../../platform/time';

/** The settings row's key in project_settings. */
const KEY = 'project';

/** The topic a saved setting publishes: every instance reads the display zone again. */
export const PROJECT_TOPIC = 'project';

const EMPTY: ProjectInfo = {
  title: '',
  titleI18n: {},
  description: '',
  descriptionI18n: {},
  copyright: '',
  copyrightI18n: {},
  contact: '',
  contactI18n: {},
  filingPublicSecurity: null,
  filingIcp: null,
  timeZone: DEFAULT_TIME_ZONE,
};

type Row = typeof projectSettings.$inferSelect;

function infoOf(row: Row | undefined): ProjectInfo {
  const stored = (row?.value as Partial<ProjectInfo> | undefined) ?? {};
  const info: ProjectInfo = {
    title: stored.title ?? EMPTY.title,
    titleI18n: stored.titleI18n ?? {},
    description: stored.description ?? EMPTY.description,
    descriptionI18n: stored.descriptionI18n ?? {},
    copyright: stored.copyright ?? EMPTY.copyright,
    copyrightI18n: stored.copyrightI18n ?? {},
    contact: stored.contact ?? EMPTY.contact,
    contactI18n: stored.contactI18n ?? {},
    filingPublicSecurity: stored.filingPublicSecurity ?? null,
    filingIcp: stored.filingIcp ?? null,
    timeZone: stored.timeZone ?? DEFAULT_TIME_ZONE,
  };
  // A zone the runtime does not know would break every date on every page: keep the default.
  return isTimeZone(info.timeZone) ? info : { ...info, timeZone: DEFAULT_TIME_ZONE };
}

async function readRow(db: Db): Promise<Row | undefined> {
  const [row] = await db.select().from(projectSettings).where(eq(projectSettings.key, KEY));
  return row;
}

/** What the sign-in page and the footer show (public). */
export async function projectInfo(db: Db): Promise<ProjectInfo> {
  return infoOf(await readRow(db));
}

/**
 * The project settings (the 项目设置 page): read, and saved as a whole. The display zone
 * is this instance's clock at once, and every other instance's when the saved topic
 * reaches it (the invalidation bus), so every text written for people reads instants in
 * the zone just saved.
 */
export class ProjectService {
  constructor(
    private readonly db: Db,
    private readonly clock: DisplayClock,
    private readonly bus: InvalidationBus,
    log: PlatformLog,
    /** From the configuration, fixed for the process: shown, never saved. */
    private readonly signOn: SignOnOptions,
  ) {
    bus.subscribe(PROJECT_TOPIC, () => {
      this.loadZone().catch((error: unknown) =>
        log.error({ err: error }, 'project: could not read the time zone setting'),
      );
    });
  }

  /** Sets the clock to the saved zone (at start, and when another instance saved). */
  async loadZone(): Promise<void> {
    this.clock.setZone((await projectInfo(this.db)).timeZone);
  }

  async info(): Promise<ProjectInfo> {
    return { ...(await projectInfo(this.db)), signOn: this.signOn };
  }

  async detail(): Promise<ProjectSettingsView> {
    const row = await readRow(this.db);
    return {
      ...infoOf(row),
      signOn: this.signOn,
      updateBy: row?.updateBy ?? null,
      updateTime: iso(row?.updateTime ?? null),
    };
  }

  async update(user: SessionUser, form: ProjectUpdate): Promise<ProjectSettingsView> {
    const current = ((await readRow(this.db))?.value ?? {}) as Record<string, unknown>;
    // Keys the form does not hold (none today) are kept.
    const value = { ...current, ...form };
    const now = new Date();
    await this.db
      .insert(projectSettings)
      .values({ key: KEY, value, updateBy: user.loginName, updateTime: now })
      .onConflictDoUpdate({
        target: projectSettings.key,
        set: { value, updateBy: user.loginName, updateTime: now },
      });
    this.clock.setZone(form.timeZone);
    await this.bus.publish(PROJECT_TOPIC);
    return this.detail();
  }
}
