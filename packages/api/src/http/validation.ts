import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { formatSchemaIssues } from '@opswap/protocol/schemas/common';

/** A request part that failed its schema; the message names each failing field. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
}

/**
 * Checks params, query and body with their zod schemas (the ones packages/protocol defines) and
 * hands the handlers the parsed values, bigints decoded.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(formatSchemaIssues(result.error)) };
  };
