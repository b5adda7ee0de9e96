import { setStorageScope } from '@awards/web-common/storage';

// The site keeps its session apart from the staff portal's on the same origin (storage.ts):
// imported first by main.tsx, before anything reads the session.
setStorageScope('site');
