// Every table, for drizzle's relational queries and drizzle-kit.
export * from './activity.ts';
export * from './auth.ts';
export * from './chain.ts';
export * from './market.ts';
export * from './reservations.ts';
export * from './watchlist.ts';
