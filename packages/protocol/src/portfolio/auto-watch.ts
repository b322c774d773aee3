/** What the app does with the tokens it finds in the user's wallet (addresses in lower case). */
export interface AutoWatchPlan {
  /** Held, not watched and never offered: watch them, then remember them as offered. */
  watch: string[];
  /** Held and already watched, never offered: remember them, so a later unwatch holds. */
  remember: string[];
}

/**
 * Tokens the user holds are watched automatically, once per account: a token offered before (by
 * this rule, or found already watched) is left to the user, so one they unwatched stays unwatched.
 */
export function planAutoWatch(
  tokens: readonly { address: string; balanceBigint: bigint }[],
  watched: readonly string[],
  offered: readonly string[],
): AutoWatchPlan {
  const watchedSet = new Set(watched.map((address) => address.toLowerCase()));
  const seen = new Set(offered.map((address) => address.toLowerCase()));
  const plan: AutoWatchPlan = { watch: [], remember: [] };
  for (const token of tokens) {
    const address = token.address.toLowerCase();
    if (token.balanceBigint <= 0n || seen.has(address)) continue;
    seen.add(address);
    (watchedSet.has(address) ? plan.remember : plan.watch).push(address);
  }
  return plan;
}
