import { z } from 'zod';
import {
  codeField,
  idField,
  optionalIdField,
  optionalText,
  requiredText,
  sortNumberField,
} from './admin-fields';
import { defineMessages } from './i18n';
import { type Translation, translationSchema } from './translations';

/**
 * Subjects (学科, spec 001 §7 "regions / subjects"): the maintained discipline tree. It feeds
 * the `discipline` dictionary (docs/domain.md "Subjects"): every subject is an item of that
 * dictionary with its code and name, so declarations, experts, review groups and the
 * assignment keep choosing and storing a discipline code as before; the tree is where the
 * codes are kept, grouped and named. A code never changes once given (records store it).
 */
export const SUBJECT_MESSAGES = defineMessages('subjects', {
  subjectIdRequired: ['请选择学科', '請選擇學科', 'Please choose a subject'],
  codeRequired: ['请输入学科代码', '請輸入學科代碼', 'Please enter the subject code'],
  codeRule: [
    '学科代码最多64个字符，不能含空格',
    '學科代碼最多 64 個字元，不能含空格',
    'A subject code is at most 64 characters, without spaces',
  ],
  codeTaken: ['学科代码已存在', '學科代碼已存在', 'This subject code is already used'],
  codeFixed: [
    '学科代码创建后不能修改（申报、专家和评审分组按代码记录学科）',
    '學科代碼建立後不能修改（申報、專家和評審分組按代碼記錄學科）',
    'A subject code cannot change once given: declarations, experts and review groups store it',
  ],
  nameRequired: ['请输入学科名称', '請輸入學科名稱', 'Please enter the subject name'],
  nameTooLong: ['学科名称最多50个字', '學科名稱最多 50 個字', 'A subject name is at most 50 characters'],
  notFound: ['学科不存在', '學科不存在', 'The subject does not exist'],
  parentNotFound: ['上级学科不存在', '上級學科不存在', 'The parent subject does not exist'],
  parentCycle: [
    '不能把学科移到它自己或它的下级学科之下',
    '不能把學科移到它自己或它的下級學科之下',
    'A subject cannot move under itself or one of its sub-subjects',
  ],
  tooDeep: ['学科最多三级', '學科最多三級', 'Subjects go at most three levels deep'],
  hasChildren: [
    '该学科下还有{count}个下级学科，不能删除',
    '該學科下還有 {count} 個下級學科，不能刪除',
    'The subject still has {count} sub-subjects: it cannot be deleted',
  ],
  inUse: [
    '该学科已被{count}条记录使用（专家、申报或评审分组），不能删除',
    '該學科已被 {count} 條記錄使用（專家、申報或評審分組），不能刪除',
    'The subject is used by {count} records (experts, declarations or review groups): it cannot be deleted',
  ],
  maintainedAsSubjects: [
    '学科领域由“学科管理”维护，请在该页面修改',
    '學科領域由「學科管理」維護，請在該頁面修改',
    'Disciplines are maintained on the Subjects page: please change them there',
  ],
});

/** Levels of the tree: discipline group, discipline, sub-discipline. */
export const SUBJECT_MAX_DEPTH = 3;

const subjectId = idField(SUBJECT_MESSAGES.subjectIdRequired);

export const subjectSaveSchema = z.strictObject({
  /** Absent: a new subject; present: that subject edited (its code stays; the same rule as a dictionary item's code). */
  subjectId: subjectId.optional(),
  /** Null or absent: a top-level subject. */
  parentId: optionalIdField(SUBJECT_MESSAGES.parentNotFound),
  code: codeField(/^\S+$/, SUBJECT_MESSAGES.codeRequired, SUBJECT_MESSAGES.codeRule),
  name: requiredText(50, SUBJECT_MESSAGES.nameRequired, SUBJECT_MESSAGES.nameTooLong),
  /** The name's zh_TW and en_GB versions (the zh_CN name shows where one is missing). */
  nameI18n: translationSchema(50, SUBJECT_MESSAGES.nameTooLong).optional(),
  sortNumber: sortNumberField,
  remark: optionalText(200),
});
export type SubjectSave = z.infer<typeof subjectSaveSchema>;

export const subjectIdSchema = z.strictObject({ subjectId });

/** The tree's filter: subjects whose name or code holds the keyword, with their ancestors. */
export const subjectTreeQuerySchema = z.strictObject({ keyword: optionalText(50) });
export type SubjectTreeQuery = z.infer<typeof subjectTreeQuerySchema>;

export interface SubjectNode {
  subjectId: number;
  parentId: number | null;
  code: string;
  name: string;
  nameI18n: Translation;
  sortNumber: number;
  remark: string | null;
  /** Experts, declarations and review groups recorded under this code. */
  usage: number;
  children?: SubjectNode[];
}

export const SUBJECT_PATHS = {
  tree: '/rest/subject/tree',
  add: '/rest/subject/add',
  edit: '/rest/subject/edit',
  delete: '/rest/subject/delete',
} as const;
