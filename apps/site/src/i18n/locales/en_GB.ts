import type { Messages } from './zh_CN';

/** British English. */
export const enGB: Messages = {
  app: {
    title: 'Awards Declaration',
    tagline: 'Online services for declaring units and review experts',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  nav: {
    main: 'Main navigation',
    footer: 'Footer links',
    home: 'Home',
    notices: 'Notices',
    editions: 'Calls for entries',
    contact: 'Contact',
    signIn: 'Sign in',
    myArea: 'My area',
    account: 'My account',
    signOut: 'Sign out',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    portal: 'Staff portal',
  },
  footer: {
    portal: 'Staff: please use the staff portal',
  },
  signIn: {
    pageTitle: 'Sign in',
    heading: 'Declaring units, experts, recommending units and individuals sign in here',
    tabPassword: 'Password',
    tabPhone: 'SMS code',
    method: 'How to sign in',
    forgot: 'Forgotten your password?',
    failed: 'Sign-in failed, please retry',
    noUserInfo: 'Sign-in failed: the answer carried no user info',
    staffTitle: 'You are a member of staff',
    staffText:
      'This site serves declaring units, review experts, recommending units and individuals; staff sign in on the staff portal.',
    staffLink: 'Go to the staff portal',
  },
  account: {
    menu: 'My area menu',
    hello: 'Hello, ',
    signedOut: 'Signed out',
    expired: 'Your session has expired, please sign in again',
  },
  placeholder: {
    title: 'Coming soon',
    text: 'This service is being built; once open, it will be here.',
  },
  errors: {
    notFound: 'Page not found',
    notFoundText: 'The page you asked for does not exist or has been removed.',
    backHome: 'Back to the home page',
    loadFailed: 'Failed to load',
    retry: 'Retry',
  },
};
