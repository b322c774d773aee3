/** The from-Bitcoin flow's routes (spec 1 §2). The execute route lives in the protocol. */
export const reserveRoute = (transactionId?: string): string =>
  transactionId ? `/swap/native/reserve/${transactionId}` : '/swap/native/reserve';

export const watchRoute = (reservationHash: string, swapTransactionId: string): string =>
  `/swap/native/watch/${reservationHash}/${swapTransactionId}`;
