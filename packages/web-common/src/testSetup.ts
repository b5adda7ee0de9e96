import { afterEach } from 'vitest';
import { resetResubmitGuard } from './resubmitGuard';

afterEach(() => {
  localStorage.clear();
  // The client's 500 ms resubmit guard would otherwise hand one test's answer to the next.
  resetResubmitGuard();
});
