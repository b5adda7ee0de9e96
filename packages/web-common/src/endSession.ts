import { apiUrl, requestHeaders } from './httpRequest';

/**
 * `POST /logout` for the given session, whatever the page stores: a sign-out's, forgotten
 * here just before, or one this page was given but will not keep (a staff member signing in
 * to the public site). A failure is ignored: the page has let the session go already.
 */
export async function endSession(token: string): Promise<void> {
  const headers = requestHeaders(true);
  headers.set('Authorization', token);
  await fetch(apiUrl('/logout'), { method: 'POST', headers, body: '{}' }).catch(() => undefined);
}
