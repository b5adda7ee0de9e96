import { translateShared } from '../../i18n/sharedMessages';

/** The shared (and server) password messages, in the current language; other text as is. */
export const translatePassword = translateShared;
