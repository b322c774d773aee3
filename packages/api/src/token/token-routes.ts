import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';

// TODO(issue 5): routes being written.
export function tokenRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => {};
}
