import { describe, expect, it } from 'vitest';
import { ConnectionRegistry, type PushSocket } from './registry';

/** Records what the registry does to a socket (the websocket route tests use real sockets). */
class RecordingSocket implements PushSocket {
  readyState = 1;
  sent: string[] = [];
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  send(data: string) {
    this.sent.push(data);
  }
  ping() {
    this.pings += 1;
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 2;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

describe('the connection registry', () => {
  it('sends to everyone, or to the named users only, one copy per socket', () => {
    const registry = new ConnectionRegistry();
    const [a1, a2, b] = [new RecordingSocket(), new RecordingSocket(), new RecordingSocket()];
    registry.add(1, 11, a1);
    registry.add(1, 12, a2);
    registry.add(2, 21, b);
    expect(registry.size).toBe(3);

    expect(registry.sendToAll('all')).toBe(3);
    // A user named twice still gets one copy.
    expect(registry.sendToUsers([1, 1, 3], 'ones')).toBe(2);
    expect(a1.sent).toEqual(['all', 'ones']);
    expect(a2.sent).toEqual(['all', 'ones']);
    expect(b.sent).toEqual(['all']);
  });

  it('skips a socket that is no longer open and forgets removed ones', () => {
    const registry = new ConnectionRegistry();
    const [open, closing] = [new RecordingSocket(), new RecordingSocket()];
    registry.add(1, 11, open);
    registry.add(1, 12, closing);
    closing.readyState = 2;
    expect(registry.sendToUsers([1], 'x')).toBe(1);
    registry.remove(open);
    registry.remove(closing);
    expect(registry.size).toBe(0);
    expect(registry.sendToAll('y')).toBe(0);
  });

  it("closes every socket of one user with 1008 and leaves the others'", () => {
    const registry = new ConnectionRegistry();
    const [a1, a2, b] = [new RecordingSocket(), new RecordingSocket(), new RecordingSocket()];
    registry.add(1, 11, a1);
    registry.add(1, 12, a2);
    registry.add(2, 21, b);
    expect(registry.closeUser(1)).toBe(2);
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([1008, 1008, undefined]);
  });

  it("closes the sockets of one session with 1008 and leaves the user's other sessions'", () => {
    const registry = new ConnectionRegistry();
    const [tab1, tab2, otherSession] = [new RecordingSocket(), new RecordingSocket(), new RecordingSocket()];
    registry.add(1, 11, tab1);
    registry.add(1, 11, tab2);
    registry.add(1, 12, otherSession);
    expect(registry.closeSession(11)).toBe(2);
    expect([tab1.closedWith, tab2.closedWith, otherSession.closedWith]).toEqual([1008, 1008, undefined]);
    registry.remove(tab1);
    registry.remove(tab2);
    expect(registry.closeSession(11)).toBe(0);
    expect(registry.sendToUsers([1], 'still')).toBe(1);
    expect(otherSession.sent).toEqual(['still']);
  });

  it('heartbeat: pings, keeps a socket that answered, drops one that missed a whole period', () => {
    const registry = new ConnectionRegistry();
    const [answers, silent] = [new RecordingSocket(), new RecordingSocket()];
    registry.add(1, 11, answers);
    registry.add(2, 21, silent);

    registry.sweep();
    expect([answers.pings, silent.pings]).toEqual([1, 1]);
    registry.markAlive(answers);

    registry.sweep();
    expect(silent.terminated).toBe(true);
    expect(answers.terminated).toBe(false);
    expect(answers.pings).toBe(2);
    expect(registry.size).toBe(1);
    expect(registry.sendToUsers([2], 'gone')).toBe(0);
  });

  it('terminates everything at shutdown', () => {
    const registry = new ConnectionRegistry();
    const s = new RecordingSocket();
    registry.add(1, 11, s);
    registry.terminateAll();
    expect(s.terminated).toBe(true);
    expect(registry.size).toBe(0);
  });
});
