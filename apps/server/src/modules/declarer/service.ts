import type {
  DeclarationContent,
  DeclarationDetail,
  DeclarationUpdate,
  DeclarationView,
} from '@awards/shared/declarations';
import { DECLARER_MESSAGES, type MyDeclarationsQuery } from '@awards/shared/declarer';
import { type Page, toPage } from '@awards/shared/paging';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { declarations } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { forbidden, notFound } from '../../platform/errors';
import type { DeclarationRow } from '../declarations/record';
import { selectDeclarations, toView } from '../declarations/repository';
import type { DeclarationService, Scope } from '../declarations/service';

type Caller = Pick<SessionUser, 'userId' | 'loginName' | 'realname' | 'userType' | 'orgId'>;

/**
 * The declarer API (issue 7 item 6): a client user of type declarer acts on the
 * declarations of their own unit (their organisation) only. Anyone else is 403;
 * another unit's declaration is 404, as if it did not exist. The rules are the
 * declaration service's, which these calls reach with the unit scope.
 */
export class DeclarerService {
  constructor(
    private readonly db: Db,
    private readonly declarations: DeclarationService,
  ) {}

  async page(caller: Caller, query: MyDeclarationsQuery): Promise<Page<DeclarationView>> {
    const unitId = unitOf(caller);
    const where = and(
      eq(declarations.unitId, unitId),
      query.editionId !== undefined ? eq(declarations.editionId, query.editionId) : undefined,
      query.status ? eq(declarations.status, query.status) : undefined,
    );
    const [rows, total] = await Promise.all([
      selectDeclarations(this.db, where)
        .orderBy(desc(declarations.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(declarations, where),
    ]);
    return toPage(query, total, rows.map(toView));
  }

  /** Status, content and the trail with every opinion. */
  detail(caller: Caller, declarationId: number): Promise<DeclarationDetail> {
    return this.declarations.detail(declarationId, ownUnit(caller));
  }

  add(caller: Caller, input: DeclarationContent): Promise<DeclarationDetail> {
    return this.declarations.add(caller, { ...input, unitId: unitOf(caller) }, 'declarer');
  }

  update(caller: Caller, input: DeclarationUpdate): Promise<DeclarationDetail> {
    return this.declarations.update(caller, input, ownUnit(caller));
  }

  remove(caller: Caller, declarationId: number) {
    return this.declarations.remove(declarationId, ownUnit(caller));
  }

  submit(caller: Caller, declarationId: number): Promise<DeclarationDetail> {
    return this.declarations.submit(caller, declarationId, 'declarer', ownUnit(caller));
  }

  withdraw(caller: Caller, declarationId: number, reason: string): Promise<DeclarationDetail> {
    return this.declarations.withdraw(caller, declarationId, reason, 'declarer', ownUnit(caller));
  }
}

/** The caller's unit; 403 for anyone but a declarer placed in a unit. */
function unitOf(caller: Caller): number {
  if (caller.userType !== 'declarer') throw forbidden(DECLARER_MESSAGES.notDeclarer);
  if (caller.orgId === null) throw forbidden(DECLARER_MESSAGES.noUnit);
  return caller.orgId;
}

function ownUnit(caller: Caller): Scope {
  const unitId = unitOf(caller);
  return (row: DeclarationRow) => {
    if (row.unitId !== unitId) throw notFound();
  };
}
