import { lazy } from 'react';

// Every page is its own chunk, loaded when its route is first visited.
export const LoginPage = lazy(() =>
  import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
);
export const MonitorPage = lazy(() =>
  import('../features/dashboard/pages/MonitorPage').then((m) => ({ default: m.MonitorPage })),
);
export const PlaceholderPage = lazy(() =>
  import('../features/home/pages/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })),
);
export const ExceptionPage = lazy(() =>
  import('../features/exception/pages/ExceptionPage').then((m) => ({ default: m.ExceptionPage })),
);
