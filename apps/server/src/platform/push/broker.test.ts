import { describe, expect, it } from 'vitest';
import { LocalPushBroker, type PushEnvelope, parseEnvelope } from './broker';
import { SocketPushHub } from './socket-hub';

const quiet = { warn: () => {} };

describe('the in-process broker and the hub', () => {
  it('hands each publish to the receiver once', async () => {
    const broker = new LocalPushBroker();
    const got: PushEnvelope[] = [];
    broker.onEnvelope((e) => got.push(e));
    await broker.publish({ kind: 'disconnect', userId: 4 });
    expect(got).toEqual([{ kind: 'disconnect', userId: 4 }]);
  });

  it('a push that the broker refuses is logged, never thrown at the service', async () => {
    const warnings: string[] = [];
    const failing = new LocalPushBroker();
    failing.publish = async () => {
      throw new Error('redis down');
    };
    const hub = new SocketPushHub(failing, { warn: (_o, m) => warnings.push(m) });
    await expect(hub.toAll({ cmd: 'topic', dataType: 'release' })).resolves.toBeUndefined();
    expect(warnings).toEqual(['push not published']);
    await hub.close();
  });

  it('disconnectSession travels as a control envelope and closes only that session’s sockets', async () => {
    const broker = new LocalPushBroker();
    const hub = new SocketPushHub(broker, quiet);
    const seen: PushEnvelope[] = [];
    const publish = broker.publish.bind(broker);
    broker.publish = (e) => {
      seen.push(e);
      return publish(e);
    };
    const closed: Record<string, number | undefined> = {};
    const socket = (name: string) => ({
      readyState: 1,
      send() {},
      ping() {},
      close(code?: number) {
        closed[name] = code;
      },
      terminate() {},
    });
    hub.attach(1, 10, socket('ended'));
    hub.attach(1, 11, socket('other session'));
    await hub.disconnectSession(10);
    expect(seen).toEqual([{ kind: 'disconnectSession', sessionId: 10 }]);
    expect(closed).toEqual({ ended: 1008 });
    await hub.close();
  });

  it('sends nothing for an empty user list', async () => {
    const broker = new LocalPushBroker();
    const got: PushEnvelope[] = [];
    const hub = new SocketPushHub(broker, quiet);
    broker.onEnvelope((e) => got.push(e));
    await hub.toUsers([], { cmd: 'user' });
    expect(got).toEqual([]);
    await hub.close();
  });
});

describe('envelopes off the wire', () => {
  it('reads the four kinds and drops anything else', () => {
    expect(parseEnvelope('{"kind":"all","message":{"cmd":"topic"}}')).toEqual({
      kind: 'all',
      message: { cmd: 'topic' },
    });
    expect(parseEnvelope('{"kind":"users","userIds":[1,2],"message":{"cmd":"num"}}')).not.toBeNull();
    expect(parseEnvelope('{"kind":"disconnect","userId":3}')).not.toBeNull();
    expect(parseEnvelope('{"kind":"disconnectSession","sessionId":9}')).toEqual({
      kind: 'disconnectSession',
      sessionId: 9,
    });
    for (const bad of [
      'not json',
      'null',
      '{"kind":"all"}',
      '{"kind":"users","userIds":["1"],"message":{"cmd":"num"}}',
      '{"kind":"disconnect","userId":"3"}',
      '{"kind":"disconnectSession","sessionId":"9"}',
      '{"kind":"disconnectSession"}',
      '{"kind":"other","message":{"cmd":"topic"}}',
    ]) {
      expect(parseEnvelope(bad)).toBeNull();
    }
  });
});
