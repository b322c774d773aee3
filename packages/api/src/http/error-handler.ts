import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { RequestValidationError } from './validation.ts';

const INTERNAL = 'Internal server error';

/**
 * Every error answers `{ error }` with a fitting status; stack traces and internal messages stay
 * in the log, never in a response.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause }, error.message);
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (error instanceof RequestValidationError || error.validation) {
      const part = error.validationContext;
      const where = part === 'querystring' ? 'query' : part;
      return reply
        .status(400)
        .send({ error: where ? `${where}: ${error.message}` : error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit.
      return reply.status(status).send({ error: clientErrorText(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: INTERNAL });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
}

function clientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Body must be valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Body must be application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Body is too large.';
    default:
      return error.message;
  }
}
