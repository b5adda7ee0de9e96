import { renderMessage } from '@awards/shared/i18n';

/**
 * A message of packages/shared as a caller that names no language reads it (zh_CN): what
 * a test compares an envelope's rtnMessage or a field error with.
 */
export const zh = (ref: string): string => renderMessage(ref, 'zh_CN');
