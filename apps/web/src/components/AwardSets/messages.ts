import { AWARD_MESSAGES as A } from '@awards/shared/awards';
import { EDITION_MESSAGES as E } from '@awards/shared/editions';

/**
 * The awards' and editions' messages (shared schema and server, written once in Chinese)
 * in zh_TW and en_GB. Unknown text passes unchanged, so a new server message still shows.
 */
type Versions = readonly [zhTW: string, enGB: string];

const EXACT: Record<string, Versions> = {
  [A.awardIdRequired]: ['請選擇獎項', 'Please choose an award'],
  [A.awardCodeRequired]: ['請輸入獎項編碼', 'Please enter the award code'],
  [A.awardCodeRule]: [
    '獎項編碼為2至32位大寫字母、數字、下劃線或中劃線，以字母開頭',
    'An award code is 2 to 32 capitals, digits, _ or -, starting with a letter',
  ],
  [A.awardCodeTaken]: ['該獎項編碼已存在', 'The award code is already taken'],
  [A.awardNameRequired]: ['請輸入獎項名稱', 'Please enter the award name'],
  [A.awardNameTooLong]: ['獎項名稱不能超過100個字符', 'The award name is at most 100 characters'],
  [A.category]: ['獎項類別不正確', 'The category is not valid'],
  [A.notFound]: ['獎項不存在', 'The award does not exist'],
  [A.inUseAny]: ['獎項已被屆次使用，不能刪除', 'An edition uses the award: it cannot be deleted'],
  [A.gradesRequired]: ['請至少設置一個獎勵等級', 'Set at least one grade'],
  [A.gradesTooMany]: ['獎勵等級最多10個', 'At most 10 grades'],
  [A.gradeNameRequired]: ['請輸入等級名稱', 'Please enter the grade name'],
  [A.gradeLevel]: [
    '等級序號必須是1至99之間的整數（1為最高）',
    'The level is a whole number from 1 to 99 (1 is the highest)',
  ],
  [A.quota]: ['名額必須是0至9999之間的整數', 'The quota is a whole number from 0 to 9999'],
  [A.gradeLevelDuplicate]: ['等級序號不能重複', 'Two grades have the same level'],
  [A.gradeNameDuplicate]: ['等級名稱不能重複', 'Two grades have the same name'],
  [A.standardsRequired]: ['請至少設置一項評分標準', 'Set at least one criterion'],
  [A.standardsTooMany]: ['評分標準最多30項', 'At most 30 criteria'],
  [A.standardNameRequired]: ['請輸入評分標準名稱', 'Please enter the criterion name'],
  [A.standardNameDuplicate]: ['評分標準名稱不能重複', 'Two criteria have the same name'],
  [A.maxScore]: ['滿分必須是1至1000之間的整數', 'The max score is a whole number from 1 to 1000'],
  [A.weight]: ['權重必須是1至100之間的整數', 'The weight is a whole number from 1 to 100'],
  [A.flowRequired]: ['請設置評審流程', 'Set the flow'],
  [A.flowStage]: ['評審環節不正確', 'Unknown stage'],
  [A.flowDuplicate]: ['評審環節不能重複', 'A stage appears twice'],
  [A.flowOrder]: [
    '評審環節須按 形式審查→推薦→專家評審→會議評審→公示 的順序排列',
    'Stages go in the order formal examination → recommendation → expert review → meeting review → publicity',
  ],
  [A.flowFormal]: ['評審流程必須包含形式審查', 'The flow must include the formal examination'],
  [A.flowPublicity]: ['評審流程必須包含公示', 'The flow must include publicity'],
  [A.flowReview]: [
    '評審流程必須包含專家評審或會議評審',
    'The flow must include an expert review or a meeting review',
  ],
  [E.editionIdRequired]: ['請選擇屆次', 'Please choose an edition'],
  [E.editionNameRequired]: ['請輸入屆次名稱', 'Please enter the edition name'],
  [E.editionNameTooLong]: ['屆次名稱不能超過100個字符', 'The edition name is at most 100 characters'],
  [E.editionNameTaken]: ['該屆次名稱已存在', 'An edition with this name already exists'],
  [E.year]: ['年度必須是2000至2100之間的整數', 'The year is a whole number from 2000 to 2100'],
  [E.date]: ['時間格式不正確', 'The time is not valid'],
  [E.status]: ['屆次狀態不正確', 'The status is not valid'],
  [E.notFound]: ['屆次不存在', 'The edition does not exist'],
  [E.awardNotInEdition]: ['該獎項不在本屆次中', 'The award is not in this edition'],
  [E.finishedLocked]: ['屆次已結束，不能再修改', 'The edition has finished: it cannot be changed'],
  [E.noteTooLong]: ['備註不能超過500個字符', 'The note is at most 500 characters'],
  '届次尚未加入任何奖项，不能开始申报': [
    '屆次尚未加入任何獎項，不能開始申報',
    'The edition has no awards yet: declaration cannot open',
  ],
  请先设置专家评审或会议评审时间: [
    '請先設置專家評審或會議評審時間',
    'Set the expert review or the meeting review window first',
  ],
  '届次已结束，状态不能再变更': [
    '屆次已結束，狀態不能再變更',
    'The edition has finished: its status cannot change',
  ],
};

/** The names the server puts into its messages: statuses, windows, parts. */
const WORDS: Record<string, Versions> = {
  草稿: ['草稿', 'draft'],
  申报中: ['申報中', 'declaring'],
  形式审查: ['形式審查', 'formal examination'],
  评审中: ['評審中', 'reviewing'],
  公示中: ['公示中', 'publicity'],
  已结束: ['已結束', 'finished'],
  申报: ['申報', 'declaration'],
  专家评审: ['專家評審', 'expert review'],
  会议评审: ['會議評審', 'meeting review'],
  公示: ['公示', 'publicity'],
  评审: ['評審', 'review'],
  结束: ['結束', 'finished'],
  届次信息: ['屆次信息', 'the edition'],
  届次奖项: ['屆次獎項', 'its awards'],
  评审流程: ['評審流程', 'the flow'],
  评分标准: ['評分標準', 'the scoring criteria'],
  奖励等级和名额: ['獎勵等級和名額', 'the grades and quotas'],
};
const word = (text: string, i: 0 | 1) => WORDS[text]?.[i] ?? text;

type Pattern = [RegExp, (m: string[], i: 0 | 1) => string];
const pick = (i: 0 | 1, tw: string, en: string) => (i === 0 ? tw : en);

const PATTERNS: Pattern[] = [
  [
    /^奖项「(.+)」已被届次(.+)使用，不能删除$/,
    ([, a, e], i) =>
      pick(
        i,
        `獎項「${a}」已被屆次${e}使用，不能刪除`,
        `The award “${a}” is used by ${e}: it cannot be deleted`,
      ),
  ],
  [
    /^评分标准权重之和必须为100，当前为(\d+)$/,
    ([, n], i) => pick(i, `評分標準權重之和必須為100，當前為${n}`, `The weights must total 100; now ${n}`),
  ],
  [/^奖项(.+)已在本届次中$/, ([, n], i) => pick(i, `獎項${n}已在本屆次中`, `${n} already in this edition`)],
  [
    /^奖项(.+)已停用，不能加入届次$/,
    ([, n], i) => pick(i, `獎項${n}已停用，不能加入屆次`, `${n} is disabled and cannot be added`),
  ],
  [
    /^(.+)时间须同时填写开始和结束$/,
    ([, w], i) =>
      pick(i, `${word(w!, 0)}時間須同時填寫開始和結束`, `Give both ends of the ${word(w!, 1)} window`),
  ],
  [
    /^(.+)结束时间须晚于开始时间$/,
    ([, w], i) =>
      pick(i, `${word(w!, 0)}結束時間須晚於開始時間`, `The ${word(w!, 1)} window must end after it starts`),
  ],
  [
    /^(.+)开始时间不能早于(.+)结束时间$/,
    ([, l, e], i) =>
      pick(
        i,
        `${word(l!, 0)}開始時間不能早於${word(e!, 0)}結束時間`,
        `The ${word(l!, 1)} window cannot start before the ${word(e!, 1)} window ends`,
      ),
  ],
  [
    /^只有草稿状态的届次可以删除，当前为「(.+)」$/,
    ([, s], i) =>
      pick(
        i,
        `只有草稿狀態的屆次可以刪除，當前為「${word(s!, 0)}」`,
        `Only a draft can be deleted; this one is ${word(s!, 1)}`,
      ),
  ],
  [
    /^届次处于「(.+)」状态，不能再修改(.+)$/,
    ([, s, p], i) =>
      pick(
        i,
        `屆次處於「${word(s!, 0)}」狀態，不能再修改${word(p!, 0)}`,
        `The edition is ${word(s!, 1)}: ${word(p!, 1)} can no longer change`,
      ),
  ],
  [
    /^时间设置有误：(.+)$/,
    ([, m], i) =>
      pick(i, `時間設置有誤：${translateAt(m!, 0)}`, `The windows are wrong: ${translateAt(m!, 1)}`),
  ],
  [
    /^奖项「(.+)」尚未设置奖励等级$/,
    ([, a], i) => pick(i, `獎項「${a}」尚未設置獎勵等級`, `The award “${a}” has no grades yet`),
  ],
  [
    /^奖项「(.+)」的名额合计为0$/,
    ([, a], i) => pick(i, `獎項「${a}」的名額合計為0`, `The quotas of the award “${a}” total 0`),
  ],
  [
    /^奖项「(.+)」尚未设置评分标准$/,
    ([, a], i) => pick(i, `獎項「${a}」尚未設置評分標準`, `The award “${a}” has no scoring criteria yet`),
  ],
  [
    /^奖项「(.+)」的评分标准权重之和为(\d+)，须为100$/,
    ([, a, n], i) =>
      pick(
        i,
        `獎項「${a}」的評分標準權重之和為${n}，須為100`,
        `The weights of the award “${a}” total ${n}, not 100`,
      ),
  ],
  [
    /^奖项「(.+)」的评审流程有误：(.+)$/,
    ([, a, m], i) =>
      pick(
        i,
        `獎項「${a}」的評審流程有誤：${translateAt(m!, 0)}`,
        `The flow of the award “${a}”: ${translateAt(m!, 1)}`,
      ),
  ],
  [
    /^请先设置(.+)时间$/,
    ([, w], i) => pick(i, `請先設置${word(w!, 0)}時間`, `Set the ${word(w!, 1)} window first`),
  ],
  [
    /^(.+)时间已于 (.+) 结束，请先调整(.+)时间$/,
    ([, w, at], i) =>
      pick(
        i,
        `${word(w!, 0)}時間已於 ${at} 結束，請先調整${word(w!, 0)}時間`,
        `The ${word(w!, 1)} window ended at ${at}: move it first`,
      ),
  ],
  [
    /^(.+)时间尚未结束（截止 (.+)），不能进入(.+)$/,
    ([, w, at, n], i) =>
      pick(
        i,
        `${word(w!, 0)}時間尚未結束（截止 ${at}），不能進入${word(n!, 0)}`,
        `The ${word(w!, 1)} window has not ended (it ends ${at}): the edition cannot move to ${word(n!, 1)}`,
      ),
  ],
  [
    /^尚有 (\d+) 份申报等待形式审查，请先审查完毕再进入评审$/,
    ([, n], i) =>
      pick(
        i,
        `尚有 ${n} 份申報等待形式審查，請先審查完畢再進入評審`,
        `${n} declarations still await the formal examination: finish it before the review`,
      ),
  ],
  [
    /^届次已处于「(.+)」状态$/,
    ([, s], i) => pick(i, `屆次已處於「${word(s!, 0)}」狀態`, `The edition is already ${word(s!, 1)}`),
  ],
  [
    /^届次当前为「(.+)」，下一步只能是「(.+)」，不能(退回|跳至)「(.+)」$/,
    ([, f, n, how, t], i) =>
      pick(
        i,
        `屆次當前為「${word(f!, 0)}」，下一步只能是「${word(n!, 0)}」，不能${how === '退回' ? '退回' : '跳至'}「${word(t!, 0)}」`,
        `The edition is ${word(f!, 1)}: it can only move to ${word(n!, 1)}, not ${how === '退回' ? 'back' : 'ahead'} to ${word(t!, 1)}`,
      ),
  ],
];

function translateAt(message: string, i: 0 | 1): string {
  const exact = EXACT[message];
  if (exact) return exact[i];
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(match as unknown as string[], i);
  }
  return message;
}

/** An award or edition message in `language`; zh_CN and unknown text pass unchanged. */
export function translateAwardText(language: string, message: string): string {
  if (language !== 'zh_TW' && language !== 'en_GB') return message;
  return translateAt(message, language === 'zh_TW' ? 0 : 1);
}
