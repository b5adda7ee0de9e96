/**
 * A stand-in for the browser's WebSocket in tests of the message socket and the bells
 * (`vi.stubGlobal('WebSocket', FakeMessageSocket)`): it records every socket opened, and the test
 * pushes through a socket's `onmessage` or ends it through `onclose`. Test code only.
 */
export class FakeMessageSocket {
  static opened: FakeMessageSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeMessageSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}
