import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CorsPolicy } from '@opswap/protocol/http/cors-policy';
import { isOriginAllowed } from '@opswap/protocol/http/cors-policy';
import { ADDRESS_MAX_LENGTH } from '@opswap/protocol/schemas/common';
import type { AppContext } from '../app-context.ts';
import { installErrorHandling } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { userScopedRoutes } from './routes.ts';
import { zodValidatorCompiler } from './validation.ts';

export const API_PREFIX = '/api/v1/:blockchain/:network/:userPublicKey';

export interface AppOptions {
  cors: CorsPolicy;
  /** Requests per minute and client. */
  rateLimit: number;
  /**
   * The proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client; none by
   * default, so a client cannot claim another address to escape its rate limit.
   */
  trustedProxies?: readonly string[];
  /** Pino's options (the level; a stream in tests); no logging when left out. */
  logger?: FastifyServerOptions['logger'];
  /** What GET /health adds about the indexer. */
  indexerStatus?: () => object | null;
}

/**
 * Fastify logs two info lines per request; the app polls, so they would bury the errors and the
 * startup lines. One debug line per answered request instead (LOG_LEVEL=debug shows them).
 */
class RequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const text =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long.'
      : 'The URL is not valid.';
  void reply.status(error.statusCode ?? 400).send({ error: text });
}

/** The HTTP api: every route, validation, errors, CORS and rate limits. */
export async function buildApp(context: AppContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLogs(),
    bodyLimit: 256 * 1024,
    // Behind a configured proxy the client is the address it forwards; otherwise the socket's.
    trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
    // The longest path parameter is an address: every one the schemas accept reaches them, and
    // a longer one is refused by the router (routerError) before any work.
    routerOptions: { maxParamLength: ADDRESS_MAX_LENGTH },
    // URLs the router cannot read get the api's `{ error }` too, never the URL quoted back.
    frameworkErrors: routerError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isOriginAllowed(options.cors, origin)),
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    max: options.rateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, limit) =>
      new HttpError(
        429,
        `Too many requests: at most ${limit.max} a minute. Try again in ${Math.ceil(limit.ttl / 1000)} s.`,
      ),
  });

  app.get('/health', async () => ({ status: 'ok', indexer: options.indexerStatus?.() ?? null }));
  await app.register(userScopedRoutes(context), { prefix: API_PREFIX });
  return app;
}
