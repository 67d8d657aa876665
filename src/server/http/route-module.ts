import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../server-context';

/** A group of routes registered under /api/ (paths without the /api prefix). */
export type RouteModule = (api: FastifyInstance, ctx: ServerContext) => void | Promise<void>;
