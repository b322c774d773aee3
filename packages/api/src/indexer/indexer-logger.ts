/** What the indexer logs through: pino's (and so Fastify's) logger fits. */
export interface IndexerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A logger that drops everything (benches, tests that do not look at logs). */
export const silentLogger: IndexerLogger = {
  info: () => {},
  warn: () => {},
  error: () => {},
};
