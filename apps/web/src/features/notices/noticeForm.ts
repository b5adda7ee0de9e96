import type {
  MsgFile,
  NoticeSave,
  NoticeTarget,
  NoticeView,
  OpenType,
  Priority,
} from '@awards/shared/notices';
import { fromPicker, toPicker } from '@awards/web-common/clock';
import type { Dayjs } from 'dayjs';

/** The notice form's values: times as dayjs for the pickers, receivers as ids. */
export interface NoticeFormValues {
  titile: string;
  msgAbstract?: string | null;
  msgContent?: string | null;
  msgType: NoticeTarget;
  userIds?: number[];
  priority: Priority;
  range?: [Dayjs | null, Dayjs | null] | null;
  openType?: OpenType | '' | null;
  openPage?: string | null;
  busId?: string | null;
  msgFiles?: MsgFile[];
  publicFlag?: boolean;
  editionId?: number | null;
}

export const NEW_NOTICE: Partial<NoticeFormValues> = {
  msgType: 'ALL',
  priority: 'M',
  openType: '',
  msgFiles: [],
  publicFlag: false,
};

export function noticeValues(notice: NoticeView): NoticeFormValues {
  return {
    titile: notice.titile,
    msgAbstract: notice.msgAbstract,
    msgContent: notice.msgContent,
    msgType: notice.msgType,
    userIds: notice.userIds ? notice.userIds.split(',').filter(Boolean).map(Number) : [],
    priority: notice.priority,
    range: [toPicker(notice.startTime) ?? null, toPicker(notice.endTime) ?? null],
    openType: notice.openType ?? '',
    openPage: notice.openPage,
    busId: notice.busId,
    msgFiles: notice.msgFiles ?? [],
    publicFlag: notice.publicFlag === 1,
    editionId: notice.editionId,
  };
}

export function toNoticeSave(values: NoticeFormValues, id?: number): NoticeSave {
  const [start, end] = values.range ?? [null, null];
  return {
    id,
    titile: values.titile.trim(),
    msgAbstract: values.msgAbstract || null,
    msgContent: values.msgContent || null,
    msgType: values.msgType,
    userIds: values.msgType === 'USER' ? (values.userIds ?? []) : [],
    msgCategory: '1',
    priority: values.priority,
    startTime: fromPicker(start) ?? null,
    endTime: fromPicker(end) ?? null,
    openType: values.openType || null,
    openPage: values.openType ? (values.openPage ?? null) : null,
    busId: values.busId || null,
    msgFiles: values.msgFiles ?? [],
    // Public only for a notice to everyone (the server refuses it otherwise).
    publicFlag: values.publicFlag && values.msgType === 'ALL' ? 1 : 0,
    editionId: values.publicFlag && values.msgType === 'ALL' ? (values.editionId ?? null) : null,
  } as NoticeSave;
}
