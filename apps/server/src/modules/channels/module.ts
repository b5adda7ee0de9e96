import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { createMailer } from './mailer';
import { OutboundDispatcher } from './outbound';
import type { ChannelsApi } from './public';
import { DevelopmentSmsProvider } from './sms-provider';

/** The outbound channels (SMS, e-mail) every message and sign-in code goes through. */
export const channelsModule = defineModule({
  name: 'channels',
  build: ({ db, config }: Platform) => {
    const outbound = new OutboundDispatcher(db, new DevelopmentSmsProvider(), createMailer(config));
    const api: ChannelsApi = { outbound };
    return { services: {}, api };
  },
});
