import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import { btcUsdRateSchema } from '@opswap/protocol/schemas/market';
import type { AppContext } from '../app-context.ts';
import { readUsdRate } from './usd-rate.ts';

/** GET market/btc-usd: the USD rate for anyone, so anonymous pages can show USD values. */
export function usdRateRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/market/btc-usd',
      { schema: { params: basePathParamsSchema, response: { 200: btcUsdRateSchema } } },
      async () => {
        const rate = await readUsdRate(context);
        return { usdPerBtc: rate.usdPerBtc, source: rate.source, updatedAt: rate.readAt };
      },
    );
  };
}
