import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SessionStore } from './auth/sessions';

/** What every module is built from; tests build the same thing on a fresh database. */
export interface AppDeps {
  config: Config;
  database: Database;
  sessions: SessionStore;
}

/** The Fastify instance with zod schemas typing request and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  ZodTypeProvider
>;
