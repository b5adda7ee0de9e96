/**
 * What other modules may use of user-messages (the bell: a user's unread notices
 * and system messages, their counts and the `num` push). It comes after notices,
 * whose audience rules it reads and whose unread changes it listens to (see
 * notices/public.ts), and before the message centre, which tells it of sends.
 */
export interface UserMessagesApi {
  /** Pushes each of these users their fresh unread counts (`num`); call after the write committed. */
  pushCounts(userIds: readonly number[]): Promise<void>;
}
