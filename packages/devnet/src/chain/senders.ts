import type { ParsedInteraction } from '../tx/parsed-transaction.ts';

/** Who sent an interaction, in OP_NET terms (the hash of the sender's ML-DSA key). */
export interface SenderDirectory {
  /** Records what an accepted interaction reveals (its ML-DSA link). */
  learn(interaction: ParsedInteraction): void;
  /** The sender's OP_NET address (0x + 64 hex), or null when no ML-DSA key was ever linked. */
  senderOf(interaction: ParsedInteraction): string | null;
}

/** Remembers each tweaked key's linked ML-DSA address from the interactions that carried the link. */
export class LinkedSenders implements SenderDirectory {
  private readonly byTweakedKey = new Map<string, string>();

  learn(interaction: ParsedInteraction): void {
    if (interaction.mldsaLink) {
      this.byTweakedKey.set(interaction.senderTweakedKey, interaction.mldsaLink.hashedKey);
    }
  }

  senderOf(interaction: ParsedInteraction): string | null {
    return (
      interaction.mldsaLink?.hashedKey ??
      this.byTweakedKey.get(interaction.senderTweakedKey) ??
      null
    );
  }

  link(tweakedKey: string, hashedKey: string): void {
    this.byTweakedKey.set(tweakedKey, hashedKey);
  }
}
