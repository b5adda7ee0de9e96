import type { FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../../platform/auth/sessions';
import type { App } from '../../platform/deps';
import { POLICY_VIOLATION } from '../../platform/push/registry';
import type { WebsocketServices } from './module';

interface SocketRequest {
  Params: { userId: string };
  Querystring: { token?: string };
}

/**
 * The push socket of spec 000 §4: `GET /websocket/{userId}?token=<session token>`.
 * Browsers cannot set an Authorization header on a websocket, so the guard cannot
 * check this route: it is declared public and authenticates itself below. A
 * missing or dead token, or another user's id, gets the upgrade and then an
 * immediate close 1008 (policy violation) with no reason text.
 */
export function websocketRoutes(app: App, services: WebsocketServices): void {
  const { push, sessions } = services;

  // Before the upgrade: who is asking (request.user stays null when nobody valid is).
  const authenticate = async (request: FastifyRequest<SocketRequest>) => {
    const token = tokenFromHeader(request.query.token);
    const user = token ? await sessions.resolve(token) : null;
    if (user && String(user.userId) === request.params.userId) {
      request.user = user;
      request.sessionToken = token;
    }
  };

  app.get<SocketRequest>(
    '/websocket/:userId',
    { websocket: true, config: { auth: 'public' }, preValidation: authenticate, schema: { hide: true } },
    (socket, request) => {
      const user = request.user;
      if (!user) {
        socket.close(POLICY_VIOLATION);
        return;
      }
      // Registered under the session id (not the token) so that ending this session closes it.
      const detach = push.attach(user.userId, user.sessionId, socket);
      socket.on('pong', () => push.alive(socket));
      socket.on('message', (data, isBinary) => {
        push.alive(socket);
        // A client-side heartbeat is answered; pushes only flow from the server.
        if (!isBinary && String(data) === 'ping') socket.send('pong');
      });
      socket.on('close', detach);
    },
  );
}
