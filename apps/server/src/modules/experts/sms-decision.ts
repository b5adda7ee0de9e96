import { renderMessage } from '@awards/shared/i18n';
import { SITE_REGISTRATION_MESSAGES as M } from '@awards/shared/site-registration';
import type { OutboundChannels } from '../channels/public';

/**
 * Tells applicants the decision by SMS too (issue 15 item 3): a rejected applicant cannot
 * sign in to read the system message, so the reason goes to the phone they proved. In
 * Chinese, as every SMS. A failed send is in the SMS log; the decision stands.
 */
export async function smsDecision(
  outbound: Pick<OutboundChannels, 'sendSms'>,
  phones: (string | null)[],
  approved: boolean,
  opinion: string | null,
): Promise<void> {
  const content = renderMessage(approved ? M.smsApproved : M.smsRejected({ opinion: opinion ?? '' }));
  for (const phone of phones)
    if (phone) await outbound.sendSms({ recipient: phone, content, bizType: 'registration' });
}
