/** The execute route a reservation continues on. */
export function executeRoute(reservationHash: string): string {
  return `/swap/native/execute/${reservationHash}`;
}
