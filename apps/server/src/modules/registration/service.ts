import type { ExpertActionResult } from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import {
  REGISTRATION_MESSAGES,
  type RegistrationAudit,
  type RegistrationPageQuery,
  type RegistrationView,
} from '@awards/shared/registration';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarerRegistrations, organisations, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound, ruleViolation } from '../../platform/errors';
import { countSelect, pagedQuery } from '../../platform/paging';
import { containsText, containsTextIgnoringCase } from '../../platform/text-match';
import type { OutboundChannels } from '../channels/public';
import { type DecisionTeller, smsDecision } from '../experts/public';
import { presentRegistration } from './presenter';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

const columns = {
  id: declarerRegistrations.id,
  userId: declarerRegistrations.userId,
  status: declarerRegistrations.status,
  submitTime: declarerRegistrations.submitTime,
  auditOpinion: declarerRegistrations.auditOpinion,
  auditBy: declarerRegistrations.auditBy,
  auditTime: declarerRegistrations.auditTime,
  loginName: users.loginName,
  realname: users.realname,
  phone: users.phone,
  email: users.email,
  enableLogin: users.enableLogin,
  orgId: users.orgId,
  organName: organisations.organName,
  regionCode: organisations.regionCode,
};

/**
 * The registration audit of declaring units (docs/domain.md "Registration
 * audit"): declarers who registered wait, unable to sign in, until staff
 * approve (the account is enabled) or reject (the reason is kept, the account
 * stays disabled). Each is told by system message and SMS once the decision commits.
 */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly notifier: DecisionTeller,
    private readonly outbound: Pick<OutboundChannels, 'sendSms'>,
  ) {}

  /** Pending ones oldest first (first come, first served); decided ones latest decision first. */
  async page(query: RegistrationPageQuery): Promise<Page<RegistrationView>> {
    const where = and(
      eq(declarerRegistrations.status, query.status),
      eq(users.delFlag, 0),
      eq(users.userType, 'declarer'),
      query.realname ? containsText(users.realname, query.realname) : undefined,
      query.loginName ? containsTextIgnoringCase(users.loginName, query.loginName) : undefined,
      query.organName ? containsText(organisations.organName, query.organName) : undefined,
    );
    const order =
      query.status === 'pending'
        ? [asc(declarerRegistrations.submitTime), asc(declarerRegistrations.id)]
        : [desc(declarerRegistrations.auditTime), desc(declarerRegistrations.id)];
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.select(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map(presentRegistration),
      countSelect(
        this.db,
        this.db
          .select({ id: declarerRegistrations.id })
          .from(declarerRegistrations)
          .innerJoin(users, eq(users.id, declarerRegistrations.userId))
          .leftJoin(organisations, eq(organisations.id, users.orgId))
          .where(where),
      ),
    );
  }

  async audit(actor: Actor, input: RegistrationAudit): Promise<ExpertActionResult> {
    const approved = input.auditResult === 'approved';
    const opinion = input.auditOpinion ?? null;
    const userIds = [...new Set(input.userIds)];
    const phones = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: declarerRegistrations.id,
          status: declarerRegistrations.status,
          realname: users.realname,
          phone: users.phone,
        })
        .from(declarerRegistrations)
        .innerJoin(users, eq(users.id, declarerRegistrations.userId))
        .where(and(inArray(declarerRegistrations.userId, userIds), eq(users.delFlag, 0)))
        .for('update');
      if (rows.length !== userIds.length) throw notFound(REGISTRATION_MESSAGES.notFound);
      const decided = rows.filter((r) => r.status !== 'pending');
      if (decided.length)
        throw ruleViolation(
          REGISTRATION_MESSAGES.notPending({ names: decided.map((r) => `「${r.realname}」`).join('、') }),
        );
      const now = new Date();
      await tx
        .update(declarerRegistrations)
        .set({ status: input.auditResult, auditOpinion: opinion, auditBy: actor.loginName, auditTime: now })
        .where(inArray(declarerRegistrations.userId, userIds));
      await tx
        .update(users)
        .set({ enableLogin: approved, updateBy: actor.loginName, updateTime: now })
        .where(inArray(users.id, userIds));
      return rows.map((r) => r.phone);
    });
    const notified = await this.notifier.tell(actor, userIds, {
      title: REGISTRATION_MESSAGES.resultTitle,
      text: !approved
        ? REGISTRATION_MESSAGES.rejectedText({ opinion: opinion ?? '' })
        : opinion
          ? REGISTRATION_MESSAGES.approvedWithOpinion({ opinion })
          : REGISTRATION_MESSAGES.approvedText,
      busType: 'declarer_registration',
    });
    await smsDecision(this.outbound, phones, approved, opinion);
    return { count: userIds.length, notified };
  }

  private select(where: SQL | undefined) {
    return this.db
      .select(columns)
      .from(declarerRegistrations)
      .innerJoin(users, eq(users.id, declarerRegistrations.userId))
      .leftJoin(organisations, eq(organisations.id, users.orgId))
      .where(where);
  }
}
