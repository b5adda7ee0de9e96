import { describe, expect, it } from 'vitest';
import { LocalPushBroker, type PushEnvelope, parseEnvelope } from './broker';
import { SocketPushHub } from './socket-hub';

const quiet = { warn: () => {}, info: () => {} };

/** Records what the hub does to a socket (the websocket route tests use real sockets). */
class RecordingSocket {
  readyState = 1;
  sent: string[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  ping() {}
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  terminate() {
    this.readyState = 3;
  }
}

/** A broker that records what is published and can be cut off, as Redis can. */
class FlakyBroker extends LocalPushBroker {
  down = false;
  published: PushEnvelope[] = [];
  resume: () => void = () => {};
  override async publish(envelope: PushEnvelope): Promise<void> {
    if (this.down) throw new Error('redis down');
    this.published.push(envelope);
    await super.publish(envelope);
  }
  override onResume(listener: () => void): void {
    this.resume = listener;
  }
}

describe('the in-process broker and the hub', () => {
  it('hands each publish to the receiver once', async () => {
    const broker = new LocalPushBroker();
    const got: PushEnvelope[] = [];
    broker.onEnvelope((e) => got.push(e));
    await broker.publish({ kind: 'disconnect', userId: 4 });
    expect(got).toEqual([{ kind: 'disconnect', userId: 4 }]);
  });

  it('delivers to its own sockets once, publishes once tagged with its id, and skips its echo', async () => {
    const broker = new FlakyBroker();
    const hub = new SocketPushHub(broker, quiet);
    const socket = new RecordingSocket();
    hub.attach(1, 10, socket);
    await hub.toAll({ cmd: 'topic', dataType: 'release' });
    await hub.toUsers([1, 1], { cmd: 'user' });
    expect(socket.sent).toEqual(['{"cmd":"topic","dataType":"release"}', '{"cmd":"user"}']);
    expect(broker.published).toEqual([
      { kind: 'all', message: { cmd: 'topic', dataType: 'release' }, origin: hub.instanceId },
      { kind: 'users', userIds: [1], message: { cmd: 'user' }, origin: hub.instanceId },
    ]);
    // Another instance's envelope is delivered.
    await broker.publish({ kind: 'users', userIds: [1], message: { cmd: 'num' }, origin: 'elsewhere' });
    expect(socket.sent).toHaveLength(3);
    await hub.close();
  });

  it('with the broker down, its own sockets still get pushes and control orders; one warning per outage, one info when it recovers', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    const broker = new FlakyBroker();
    const hub = new SocketPushHub(broker, {
      warn: (_o, m) => warnings.push(m),
      info: (_o, m) => infos.push(m),
    });
    const [mine, ending] = [new RecordingSocket(), new RecordingSocket()];
    hub.attach(1, 10, mine);
    hub.attach(2, 20, ending);

    broker.down = true;
    for (let i = 0; i < 5; i += 1) {
      await expect(hub.toUsers([1], { cmd: 'user', msgId: String(i) })).resolves.toBeUndefined();
    }
    await hub.disconnectSession(20);
    expect(mine.sent).toHaveLength(5);
    expect(ending.closedWith).toBe(1008);
    expect(warnings).toEqual(['push not published']);
    expect(infos).toEqual([]);

    broker.down = false;
    await hub.toUsers([1], { cmd: 'user' });
    await hub.toUsers([1], { cmd: 'user' });
    expect(infos).toEqual(['push publishing recovered']);
    broker.down = true;
    await hub.toAll({ cmd: 'topic' });
    expect(warnings).toEqual(['push not published', 'push not published']);
    await hub.close();
  });

  it('disconnectSession closes only that session’s sockets and travels as a control envelope', async () => {
    const broker = new FlakyBroker();
    const hub = new SocketPushHub(broker, quiet);
    const [ended, other] = [new RecordingSocket(), new RecordingSocket()];
    hub.attach(1, 10, ended);
    hub.attach(1, 11, other);
    await hub.disconnectSession(10);
    expect(broker.published).toEqual([{ kind: 'disconnectSession', sessionId: 10, origin: hub.instanceId }]);
    expect([ended.closedWith, other.closedWith]).toEqual([1008, undefined]);
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

describe('re-checking the sockets’ sessions', () => {
  it('each heartbeat asks once for all the sessions with sockets here and closes those that ended', async () => {
    const asked: number[][] = [];
    let live = new Set([10, 11, 12]);
    const hub = new SocketPushHub(new LocalPushBroker(), quiet, {
      liveSessions: async (ids) => {
        asked.push([...ids]);
        return live;
      },
    });
    const sockets = [10, 10, 11, 12].map((sessionId, i) => {
      const socket = new RecordingSocket();
      hub.attach(i, sessionId, socket);
      return socket;
    });
    await hub.beat();
    expect(asked).toEqual([[10, 11, 12]]);
    expect(sockets.map((s) => s.closedWith)).toEqual([undefined, undefined, undefined, undefined]);

    live = new Set([11]);
    // They answered the heartbeat's ping.
    for (const socket of sockets) hub.alive(socket);
    await hub.beat();
    expect(asked).toHaveLength(2);
    expect(sockets.map((s) => s.closedWith)).toEqual([1008, 1008, undefined, 1008]);
    await hub.close();
  });

  it('keeps the sockets when the session store does not answer, warning once', async () => {
    const warnings: string[] = [];
    const hub = new SocketPushHub(
      new LocalPushBroker(),
      { warn: (_o, m) => warnings.push(m), info: () => {} },
      {
        liveSessions: async () => {
          throw new Error('database down');
        },
      },
    );
    const socket = new RecordingSocket();
    hub.attach(1, 10, socket);
    await hub.beat();
    hub.alive(socket);
    await hub.beat();
    expect(socket.closedWith).toBeUndefined();
    expect(warnings).toEqual(['push sockets not re-checked']);
    await hub.close();
  });

  it('when the broker comes back, pushes wait until the sessions are re-checked', async () => {
    const broker = new FlakyBroker();
    let answer: (live: ReadonlySet<number>) => void = () => {};
    const hub = new SocketPushHub(broker, quiet, {
      liveSessions: () => new Promise((resolve) => (answer = resolve)),
    });
    const [ended, live] = [new RecordingSocket(), new RecordingSocket()];
    hub.attach(1, 10, ended);
    hub.attach(1, 11, live);

    broker.resume();
    await broker.publish({ kind: 'users', userIds: [1], message: { cmd: 'user' }, origin: 'elsewhere' });
    await hub.toAll({ cmd: 'topic' });
    expect([ended.sent, live.sent]).toEqual([[], []]);
    answer(new Set([11]));
    await new Promise((r) => setTimeout(r, 0));
    expect(ended.closedWith).toBe(1008);
    expect(ended.sent).toEqual([]);
    expect(live.sent).toEqual(['{"cmd":"user"}', '{"cmd":"topic"}']);
    await hub.close();
  });
});

describe('envelopes off the wire', () => {
  it('reads the four kinds, with or without an origin, and drops anything else', () => {
    expect(parseEnvelope('{"kind":"all","message":{"cmd":"topic"}}')).toEqual({
      kind: 'all',
      message: { cmd: 'topic' },
    });
    expect(parseEnvelope('{"kind":"users","userIds":[1,2],"message":{"cmd":"num"}}')).not.toBeNull();
    expect(parseEnvelope('{"kind":"disconnect","userId":3,"origin":"a-b"}')).toEqual({
      kind: 'disconnect',
      userId: 3,
      origin: 'a-b',
    });
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
      '{"kind":"disconnect","userId":3,"origin":7}',
      '{"kind":"other","message":{"cmd":"topic"}}',
    ]) {
      expect(parseEnvelope(bad)).toBeNull();
    }
  });
});
