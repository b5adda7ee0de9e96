import type { DeclarationAction } from '@awards/shared/declarations';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, editionAwards, editionGrades, organisations, users } from '../../db/schema';
import { finishedDemoEdition } from '../../db/seed/demo-finders';
import { seedOne } from './demo-one';

/**
 * The declarations of the finished demo edition (技术发明奖, docs/domain.md "Demo data (a finished
 * edition)"): ten inventions of ten declaring units. Eight pass the formal examination (one after
 * a return) and go on through the later modules' demos (review, meeting, results, publicity,
 * objections); one is not accepted, one deferred. The grade each declares is the one it hopes
 * for; the meeting decides. Rows in this order: the later demos find them by id order.
 */
const PROJECTS: {
  name: string;
  unit: string;
  grade: number;
  path: DeclarationAction[];
  discipline: string;
  summary: string;
}[] = [
  {
    name: '高精度光纤陀螺惯性导航系统及其制造方法',
    unit: 'DU-BJ-01',
    grade: 2,
    path: ['submit', 'pass'],
    discipline: 'electronics',
    summary: '发明了光纤环全数字闭环检测与温度补偿方法，零偏稳定性优于0.001°/h，已用于多型卫星与舰船导航。',
  },
  {
    name: '大尺寸碳化硅单晶衬底低缺陷生长技术',
    unit: 'DU-JS-01',
    grade: 2,
    path: ['submit', 'pass'],
    discipline: 'materials',
    summary: '发明了8英寸碳化硅单晶温场调控与籽晶粘接工艺，微管密度低于0.1个/cm²，实现衬底量产。',
  },
  {
    name: '海洋微生物来源抗肿瘤先导化合物发现技术',
    unit: 'DU-SD-01',
    grade: 3,
    path: ['submit', 'pass'],
    discipline: 'medicine',
    summary: '建立了深海微生物菌种库与高通量活性筛选平台，发现抗肿瘤先导化合物12个，2个进入临床前研究。',
  },
  {
    name: '超高功率光纤激光器核心器件国产化技术',
    unit: 'DU-HB-01',
    grade: 3,
    path: ['submit', 'pass'],
    discipline: 'electronics',
    summary: '发明了大模场增益光纤与高功率合束器制备方法，单模块输出功率达万瓦级，核心器件全部国产化。',
  },
  {
    name: '重载铁路货车智能编组调度方法',
    unit: 'DU-HN-01',
    grade: 3,
    path: ['submit', 'return', 'resubmit', 'pass'],
    discipline: 'mechanical',
    summary: '发明了基于列车运行图的重载货车动态编组与调度优化方法，编组站作业效率提升18%。',
  },
  {
    name: '低阶煤分级转化制高值化学品技术',
    unit: 'DU-SN-01',
    grade: 4,
    path: ['submit', 'pass'],
    discipline: 'energy',
    summary: '发明了低阶煤热解—气化耦合分级转化工艺及专用催化剂，焦油收率提高30%，建成百万吨级示范装置。',
  },
  {
    name: '高原特色作物节水灌溉智能控制系统',
    unit: 'DU-YN-01',
    grade: 4,
    path: ['submit', 'pass'],
    discipline: 'agriculture',
    summary: '发明了基于土壤墒情与作物需水模型的滴灌智能控制方法，在云南推广120万亩，节水35%。',
  },
  {
    name: '量子密钥分发城域组网关键器件',
    unit: 'DU-AH-01',
    grade: 3,
    path: ['submit', 'pass'],
    discipline: 'electronics',
    summary: '研制了高速量子随机数发生器与单光子探测器，支撑城域量子保密通信网络建设。',
  },
  {
    name: '汽车轻量化铝合金一体化压铸工艺',
    unit: 'DU-CQ-01',
    grade: 4,
    path: ['submit', 'reject'],
    discipline: 'mechanical',
    summary: '开发了免热处理铝合金材料与大型一体化压铸成形工艺，车身后地板零件由70余个减为1个。',
  },
  {
    name: '高炉煤气精脱硫催化材料及工艺',
    unit: 'DU-HE-01',
    grade: 4,
    path: ['submit', 'defer'],
    discipline: 'materials',
    summary: '发明了高炉煤气有机硫水解催化剂及精脱硫工艺，脱硫后总硫低于20mg/m³。',
  },
];

/** The body each province's inventions came through (named only: the award's flow has no recommendation stage). */
const PROVINCIAL: Record<string, string> = {
  '110000': '北京市科学技术委员会',
  '130000': '河北省科学技术厅',
  '320000': '江苏省科学技术厅',
  '340000': '安徽省科学技术厅',
  '370000': '山东省科学技术厅',
  '420000': '湖北省科学技术厅',
  '430000': '湖南省科学技术厅',
  '500000': '重庆市科学技术局',
  '530000': '云南省科学技术厅',
  '610000': '陕西省科学技术厅',
};

export async function seedFinishedDeclarations(tx: DbOrTx, now: Date): Promise<void> {
  const edition = await finishedDemoEdition(tx, now);
  if (!edition || (await tx.$count(declarations, eq(declarations.editionId, edition.id))) > 0) return;
  const [target] = await tx
    .select({ awardId: editionAwards.awardId, flow: editionAwards.flow })
    .from(editionAwards)
    .where(eq(editionAwards.editionId, edition.id));
  if (!target) return;
  const levels = await tx
    .select({ level: editionGrades.gradeLevel })
    .from(editionGrades)
    .innerJoin(editionAwards, eq(editionAwards.id, editionGrades.editionAwardId))
    .where(eq(editionAwards.editionId, edition.id))
    .orderBy(asc(editionGrades.gradeLevel));
  const units = await tx
    .select({
      id: organisations.id,
      organCode: organisations.organCode,
      regionCode: organisations.regionCode,
      organName: organisations.organName,
    })
    .from(organisations)
    .where(
      inArray(
        organisations.organCode,
        PROJECTS.map((p) => p.unit),
      ),
    );
  const declarers = await tx
    .select({ orgId: users.orgId, loginName: users.loginName, realname: users.realname, id: users.id })
    .from(users)
    .where(eq(users.userType, 'declarer'));
  for (const [i, p] of PROJECTS.entries()) {
    const unit = units.find((u) => u.organCode === p.unit);
    if (!unit) continue;
    const level = levels.some((l) => l.level === p.grade) ? p.grade : levels.at(-1)!.level;
    await seedOne(
      tx,
      edition,
      300 + i,
      unit,
      { awardId: target.awardId, level, flow: target.flow },
      p.path,
      declarers.find((d) => d.orgId === unit.id) ?? null,
      null,
      now,
      {
        projectName: p.name,
        discipline: p.discipline,
        summary: p.summary,
        recommendUnit: PROVINCIAL[unit.regionCode ?? ''] ?? '中国发明协会',
      },
    );
  }
}
