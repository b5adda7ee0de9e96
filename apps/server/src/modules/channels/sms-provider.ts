/**
 * Where SMS texts go. A real gateway (Aliyun, Tencent Cloud...) implements send()
 * and throws with the gateway's message when it refuses; the dispatcher records
 * the outcome either way.
 */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, text: string): Promise<void>;
}

/**
 * The development provider: delivers nothing off the machine; the text is in the
 * SMS log (as sent to this provider), where a developer reads a sign-in code.
 */
export class DevelopmentSmsProvider implements SmsProvider {
  readonly name = 'development';
  async send(): Promise<void> {}
}
