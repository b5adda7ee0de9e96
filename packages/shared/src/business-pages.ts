import { defineMessages } from './i18n';

/**
 * The registry part of the business modules, without zod (issue 18: the portal's shell, whose
 * notices open a module's page, carries no schemas); the wire's fields are in business-modules.ts,
 * which re-exports this.
 *
 * Business modules (业务模块, spec 001 §7; docs/admin-catalogue-decisions.md "Data groups and
 * business modules"): the product's areas that a message, a notice or a template names in
 * `busType`, with the portal page the record's `busId` opens. A registry in code, not a
 * table: what an area's busId opens is code (a page's `?detail=` drawer), so a row an
 * administrator added could open nothing. The catalogue page /_system/business-modules lists
 * it read-only; every `busType` the wire accepts (messages, notices) must be one of these.
 *
 * The codes the server already writes (declaration, declarer_registration, edition_expert,
 * expert_audit, objection, publicity, review) keep their spelling: stored messages name them.
 */
export const BUS_TYPES = [
  'prize',
  'edition',
  'edition_expert',
  'expert',
  'expert_audit',
  'register',
  'declarer_registration',
  'declare',
  'declaration',
  'examination',
  'review',
  'meeting',
  'result',
  'publicity',
  'objection',
  'statistics',
  'system',
] as const;
export type BusType = (typeof BUS_TYPES)[number];

export const BUSINESS_MODULE_NAMES = defineMessages('businessModules', {
  prize: ['奖项', '獎項', 'Awards'],
  edition: ['届次', '屆次', 'Editions'],
  edition_expert: ['届次专家库', '屆次專家庫', 'Expert pool of an edition'],
  expert: ['专家', '專家', 'Experts'],
  expert_audit: ['专家审核', '專家審核', 'Expert approval'],
  register: ['注册', '註冊', 'Registration'],
  declarer_registration: ['申报人注册审核', '申報人註冊審核', 'Declarer registration approval'],
  declare: ['申报', '申報', 'Declarations'],
  declaration: ['申报书', '申報書', 'A declaration'],
  examination: ['形式审查', '形式審查', 'Formal examination'],
  review: ['专家评审', '專家評審', 'Expert review'],
  meeting: ['会评', '會評', 'Review meeting'],
  result: ['评审结果', '評審結果', 'Results'],
  publicity: ['公示', '公示', 'Publicity'],
  objection: ['异议', '異議', 'Objections'],
  statistics: ['统计分析', '統計分析', 'Statistics'],
  system: ['系统', '系統', 'System'],
});

/** What a record's busId is, for the catalogue page. */
export const BUS_ID_NAMES = defineMessages('businessModules.busId', {
  award: ['奖项ID', '獎項ID', 'Award id'],
  edition: ['届次ID', '屆次ID', 'Edition id'],
  expert: ['专家ID', '專家ID', 'Expert id'],
  user: ['用户ID', '用戶ID', 'User id'],
  declaration: ['申报ID', '申報ID', 'Declaration id'],
  publicity: ['公示ID', '公示ID', 'Publicity id'],
  objection: ['异议ID', '異議ID', 'Objection id'],
  none: ['无', '無', 'None'],
});
export type BusIdKind = keyof typeof BUS_ID_NAMES;

export const BUSINESS_MODULE_MESSAGES = defineMessages('businessModules.errors', {
  unknown: [
    '业务类型不正确，请从业务模块中选择',
    '業務類型不正確，請從業務模組中選擇',
    'Unknown business type: choose one of the business modules',
  ],
});

export interface BusinessModule {
  busType: BusType;
  /** The portal page a notice of this area opens (a menu address). */
  page: string;
  /** What the busId names. */
  busId: BusIdKind;
  /** Whether the page shows the record itself (`?detail=<busId>`), or only the page. */
  opensRecord: boolean;
}

const m = (busType: BusType, page: string, busId: BusIdKind, opensRecord = false): BusinessModule => ({
  busType,
  page,
  busId,
  opensRecord,
});

/** The registry, in the menu's order. */
export const BUSINESS_MODULES: readonly BusinessModule[] = [
  m('prize', '/prize', 'award', true),
  m('edition', '/edition', 'edition', true),
  m('edition_expert', '/expert/pool', 'edition'),
  m('expert', '/expert', 'expert'),
  m('expert_audit', '/expert/audit', 'expert'),
  m('register', '/register', 'user'),
  m('declarer_registration', '/register/audit', 'user'),
  m('declare', '/declare/list', 'declaration', true),
  m('declaration', '/declare/list', 'declaration', true),
  m('examination', '/declare/examination', 'declaration'),
  m('review', '/declare/review', 'edition'),
  m('meeting', '/declare/meeting', 'edition'),
  m('result', '/declare/results', 'edition'),
  m('publicity', '/publicity', 'publicity'),
  m('objection', '/publicity/objections', 'objection'),
  m('statistics', '/statistics', 'none'),
  m('system', '/_account/center/UserMessage', 'none'),
];

const BY_TYPE = new Map(BUSINESS_MODULES.map((module) => [module.busType, module]));

export const isBusType = (value: string): value is BusType => BY_TYPE.has(value as BusType);

/** The module a busType names, or undefined for an unknown one (an old or foreign code). */
export const businessModuleOf = (busType: string | null | undefined): BusinessModule | undefined =>
  busType ? BY_TYPE.get(busType as BusType) : undefined;

/**
 * The page a notice of this area opens for its record: the module's page, with
 * `?detail=<busId>` when the page shows the record; null for an unknown area.
 */
export function businessPage(busType: string | null | undefined, busId: string | null | undefined) {
  const module = businessModuleOf(busType);
  if (!module) return null;
  const id = busId?.trim();
  return module.opensRecord && id ? `${module.page}?detail=${encodeURIComponent(id)}` : module.page;
}
