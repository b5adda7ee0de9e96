import 'i18next';
import type { Messages } from './locales/zh_CN';

// Makes t() keys type-checked against the default locale.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
