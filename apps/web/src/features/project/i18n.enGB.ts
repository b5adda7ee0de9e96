import type { ProjectMessages } from './i18n.zhCN';

export const enGB: ProjectMessages = {
  section: {
    texts: 'Sign-in page and footer',
    filing: 'Filing records',
    clock: 'Time display',
  },
  form: {
    title: 'System name',
    description: 'Description',
    copyright: 'Copyright line',
    contact: 'Contact details (public site)',
    publicSecurity: 'Public security filing number',
    publicSecurityUrl: 'Public security filing link',
    icp: 'ICP filing number',
    icpUrl: 'ICP filing link',
    filingHint: 'Leave both the number and the link empty to show no such record',
    timeZone: 'Time zone',
    timeZoneHint: 'Pages, messages, exports and prints show times in this zone',
    now: 'It is now {{time}} there',
    save: 'Save',
    reset: 'Reset',
  },
  updated: 'Last saved by {{by}}, {{time}}',
  readOnly: 'You may not change the project settings',
  done: { saved: 'Saved' },
};
