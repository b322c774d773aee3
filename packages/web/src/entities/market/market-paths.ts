/** GET market/btc-usd: the USD rate; without its schema, so the router can ask for it early. */
export const BTC_USD_PATH = 'market/btc-usd';
