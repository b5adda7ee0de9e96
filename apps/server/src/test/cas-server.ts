import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small CAS server on loopback for the tests (CAS protocol 3.0, the parts a client
 * uses): `/cas/login?service=…&username=…` signs the named user in at once and redirects
 * to the service with a one-time service ticket (without a username it shows a form);
 * `/cas/p3/serviceValidate` (and the 2.0 `/cas/serviceValidate`) validates a ticket once,
 * only for the service it was issued to, and answers the protocol's XML; `/cas/logout`.
 */
export interface CasServer {
  /** The CAS base URL, e.g. http://127.0.0.1:PORT/cas (CAS_BASE_URL). */
  base: string;
  /** Signs `username` in for `service` as a browser would and returns the ticket it got. */
  ticketFor(username: string, service: string): Promise<string>;
  /** The validations asked for, with the service each named. */
  validations: { ticket: string; service: string }[];
  close(): Promise<void>;
}

const xmlEscape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const answer = (inner: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n${inner}\n</cas:serviceResponse>\n`;

const failure = (code: string, text: string) =>
  answer(`  <cas:authenticationFailure code="${code}">${xmlEscape(text)}</cas:authenticationFailure>`);

export async function startCasServer(): Promise<CasServer> {
  const tickets = new Map<string, { username: string; service: string }>();
  const validations: CasServer['validations'] = [];

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://cas.invalid');
    const param = (name: string) => url.searchParams.get(name);
    if (url.pathname === '/cas/login') {
      const service = param('service');
      const username = param('username');
      if (!username) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<form method="get"><input name="username"><input type="hidden" name="service"></form>');
        return;
      }
      const ticket = `ST-${randomBytes(12).toString('hex')}`;
      if (service) {
        tickets.set(ticket, { username, service });
        const back = new URL(service);
        back.searchParams.set('ticket', ticket);
        res.writeHead(302, { location: back.toString() });
      } else {
        res.writeHead(200);
      }
      res.end();
      return;
    }
    if (url.pathname === '/cas/logout') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('signed out');
      return;
    }
    if (url.pathname === '/cas/p3/serviceValidate' || url.pathname === '/cas/serviceValidate') {
      const ticket = param('ticket') ?? '';
      const service = param('service') ?? '';
      validations.push({ ticket, service });
      res.writeHead(200, { 'content-type': 'application/xml;charset=UTF-8' });
      if (!ticket || !service) {
        res.end(failure('INVALID_REQUEST', 'ticket and service are required'));
        return;
      }
      const issued = tickets.get(ticket);
      // One validation per ticket, whatever its outcome (CAS 3.0 §3.1.1).
      tickets.delete(ticket);
      if (!issued) {
        res.end(failure('INVALID_TICKET', `Ticket ${ticket} not recognized`));
        return;
      }
      if (issued.service !== service) {
        res.end(failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`));
        return;
      }
      res.end(
        answer(
          `  <cas:authenticationSuccess>\n    <cas:user>${xmlEscape(issued.username)}</cas:user>\n` +
            '    <cas:attributes><cas:isFromNewLogin>true</cas:isFromNewLogin></cas:attributes>\n' +
            '  </cas:authenticationSuccess>',
        ),
      );
      return;
    }
    res.writeHead(404);
    res.end();
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/cas`;

  return {
    base,
    validations,
    async ticketFor(username, service) {
      const login = new URL(`${base}/login`);
      login.searchParams.set('service', service);
      login.searchParams.set('username', username);
      const response = await fetch(login, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`CAS login answered ${response.status}`);
      const ticket = new URL(location).searchParams.get('ticket');
      if (!ticket) throw new Error('CAS login redirected without a ticket');
      return ticket;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
