/**
 * The reverts of compound(), the staking method the product adds (docs/staking.md#compound); the
 * error catalogue maps them to friendly texts like the other staking reverts.
 */
export const COMPOUND_REVERTS = {
  nothingToCompound: 'Nothing to compound: no MOTO rewards are pending',
} as const;
