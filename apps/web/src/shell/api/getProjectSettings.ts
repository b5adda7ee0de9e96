// The settings are read by the login page, the shell and the project settings page alike,
// so they live in lib/ (lib/projectSettings.ts); the shell's callers import them from here.
export {
  type FilingLink,
  getProjectSettings,
  type ProjectSettings,
} from '@awards/web-common/projectSettings';
