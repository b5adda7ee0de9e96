import { once } from 'node:events';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { sendLog } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { SmtpMailer } from './mailer';
import { OutboundDispatcher } from './outbound';
import { CHANNEL_ERRORS } from './public';
import { DevelopmentSmsProvider, type SmsProvider } from './sms-provider';

/** The smallest SMTP server nodemailer will talk to: it accepts one mail and keeps its text. */
function fakeSmtp(received: string[]): net.Server {
  return net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (line) socket.write('250 ok\r\n');
      }
    });
  });
}

let database: Database;
let drop: () => Promise<void>;
let server: net.Server;
const received: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  server = fakeSmtp(received);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.close();
  await drop();
});

const rowOf = async (id: string) =>
  (await database.db.select().from(sendLog).where(eq(sendLog.recipient, id)))[0];

describe('OutboundDispatcher', () => {
  it('sends e-mail over SMTP when configured and records it as sent', async () => {
    const port = (server.address() as net.AddressInfo).port;
    const mailer = new SmtpMailer({
      ...testConfig(),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: port,
      SMTP_FROM: 'awards@example.org',
    });
    const outbound = new OutboundDispatcher(database.db, new DevelopmentSmsProvider(), mailer);
    const outcome = await outbound.sendEmail({
      recipient: 'bob@example.org',
      subject: 'Hello',
      content: '<p>Hi</p>',
      bizType: 'message',
    });
    expect(outcome).toEqual({ sendStatus: 1, errorMsg: null });
    expect(received.at(-1)).toMatch(/Subject: Hello/);
    expect(await rowOf('bob@example.org')).toMatchObject({ channel: '2', sendStatus: 1, provider: 'smtp' });
  });

  it('records failures with their error, never as sent', async () => {
    const closed = net.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as net.AddressInfo).port;
    closed.close();
    const broken = new SmtpMailer({ ...testConfig(), SMTP_HOST: '127.0.0.1', SMTP_PORT: port });
    const failing: SmsProvider = {
      name: 'gateway',
      send: async () => {
        throw new Error('号码已停机');
      },
    };
    const outbound = new OutboundDispatcher(database.db, failing, broken);
    const mail = await outbound.sendEmail({
      recipient: 'carol@example.org',
      subject: 's',
      content: 'c',
      bizType: 'message',
    });
    expect(mail.sendStatus).toBe(2);
    expect(mail.errorMsg).toMatch(/ECONNREFUSED/);
    const sms = await outbound.sendSms({ recipient: '13800000009', content: 'x', bizType: 'message' });
    expect(sms).toEqual({ sendStatus: 2, errorMsg: '号码已停机' });
    expect(await rowOf('13800000009')).toMatchObject({
      sendStatus: 2,
      errorMsg: '号码已停机',
      sendTime: null,
    });

    const unconfigured = new OutboundDispatcher(database.db, failing, null);
    expect(
      await unconfigured.sendEmail({
        recipient: 'dan@example.org',
        subject: 's',
        content: 'c',
        bizType: 'message',
      }),
    ).toEqual({
      sendStatus: 2,
      errorMsg: CHANNEL_ERRORS.smtpMissing,
    });
  });
});
