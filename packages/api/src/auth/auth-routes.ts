import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import type { AppContext } from '../app-context.ts';
import { badRequest, unauthorized } from '../http/http-error.ts';
import { consumeChallenge, createChallenge, createSession } from './auth-store.ts';
import { bearerToken } from './authenticate.ts';
import { isValidWalletSignature, SIGNATURE_TYPES } from './wallet-signature.ts';

const ANONYMOUS_SIGN_IN = 'Connect a wallet to sign in: the anonymous key cannot.';
const BAD_SIGNATURE = 'The signature does not match this public key and challenge.';
const CHALLENGE_GONE = 'The challenge is unknown, used or expired. Ask for a new one.';

const sessionBody = z.object({
  nonce: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Must be the challenge nonce.' }),
  signature: z.string().min(1).max(200),
  signatureType: z
    .enum(SIGNATURE_TYPES, { error: `Must be ${SIGNATURE_TYPES.join(' or ')}.` })
    .default('ecdsa'),
});

/**
 * Wallet sign-in: POST auth/challenge gives a text to sign, POST auth/session trades its signature
 * for a bearer token, DELETE auth/session signs out.
 */
export function authRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/auth/challenge',
      { schema: { params: basePathParamsSchema } },
      async ({ params }) => {
        if (params.userPublicKey === ANONYMOUS_USER_KEY) throw badRequest(ANONYMOUS_SIGN_IN);
        return createChallenge(context.db, params.network, params.userPublicKey, context.now());
      },
    );

    app.post(
      '/auth/session',
      { schema: { params: basePathParamsSchema, body: sessionBody } },
      async ({ params, body }) => {
        if (params.userPublicKey === ANONYMOUS_USER_KEY) throw badRequest(ANONYMOUS_SIGN_IN);
        const now = context.now();
        const challenge = await consumeChallenge(
          context.db,
          params.network,
          params.userPublicKey,
          body.nonce,
          now,
        );
        if (challenge === null) throw unauthorized(CHALLENGE_GONE);
        const valid = isValidWalletSignature(
          params.userPublicKey,
          challenge.message,
          body.signature,
          body.signatureType,
        );
        if (!valid) throw unauthorized(BAD_SIGNATURE);
        return createSession(context.db, params.network, params.userPublicKey, now);
      },
    );

    app.delete(
      '/auth/session',
      { schema: { params: basePathParamsSchema } },
      async (request, reply) => {
        const token = bearerToken(request);
        if (token !== null) await context.sessions.delete(token);
        return reply.status(204).send();
      },
    );
  };
}
