import { translateShared } from '@awards/web-common/i18n';

/** The shared (and server) password messages, in the current language; other text as is. */
export const translatePassword = translateShared;
