import type { DbOrTx } from '../client';
import { tradeEntities } from '../schema';

/**
 * Sample traders, warehouses and factories behind the pickers' simulation calls
 * (spec 001 §7 `/rest/simulation/...`). Codes upper-case (see the table).
 */
export const SEED_TRADE_ENTITIES = [
  ['trader', 'TR-BJ-001', '北京华贸国际贸易有限公司', '110105', '010-65001234'],
  ['trader', 'TR-SH-001', '上海浦江进出口有限公司', '310115', '021-58881234'],
  ['trader', 'TR-GD-001', '广州粤海商贸有限公司', '440106', '020-87651234'],
  ['trader', 'TR-ZJ-001', '杭州钱塘供应链管理有限公司', '330106', '0571-86001234'],
  ['trader', 'TR-SC-001', '成都天府物资贸易有限公司', '510107', '028-85551234'],
  ['trader', 'TR-HB-001', '武汉江汉国际贸易有限公司', '420103', '027-85771234'],
  ['trader', 'TR-JS-001', '南京金陵贸易有限公司', '320106', '025-84661234'],
  ['warehouse', 'WH-BJ-01', '北京顺义物流仓', '110113', '010-69401234'],
  ['warehouse', 'WH-SH-01', '上海外高桥保税仓', '310115', '021-50461234'],
  ['warehouse', 'WH-GD-01', '广州黄埔中心仓', '440112', '020-82201234'],
  ['warehouse', 'WH-SC-01', '成都双流航空港仓', '510116', '028-85721234'],
  ['warehouse', 'WH-TJ-01', '天津港东疆仓', '120116', '022-25601234'],
  ['warehouse', 'WH-HB-01', '武汉阳逻港仓', '420117', '027-86651234'],
  ['factory', 'FA-SZ-01', '深圳南山电子制造厂', '440305', '0755-26001234'],
  ['factory', 'FA-SU-01', '苏州工业园区精密制造厂', '320571', '0512-62801234'],
  ['factory', 'FA-CQ-01', '重庆两江汽车零部件厂', '500112', '023-67801234'],
  ['factory', 'FA-HF-01', '合肥高新显示面板厂', '340104', '0551-64201234'],
  ['factory', 'FA-XA-01', '西安高新半导体材料厂', '610113', '029-88321234'],
  ['factory', 'FA-QD-01', '青岛家电智能制造厂', '370212', '0532-88901234'],
  ['factory', 'FA-CS-01', '长沙工程机械装配厂', '430121', '0731-84001234'],
] as const;

export async function seedTradeEntities(db: DbOrTx): Promise<void> {
  await db
    .insert(tradeEntities)
    .values(
      SEED_TRADE_ENTITIES.map(([type, code, name, regionCode, contact], index) => ({
        type,
        code,
        name,
        regionCode,
        contact,
        sortNumber: index + 1,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
}
