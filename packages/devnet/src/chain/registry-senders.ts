import type { PublicKeyRegistry } from '../accounts/public-key-registry.ts';
import type { ParsedInteraction } from '../tx/parsed-transaction.ts';
import type { SenderDirectory } from './senders.ts';

/** Resolves senders through the public-key registry, which btc_publicKeyInfo also answers from. */
export class RegistrySenders implements SenderDirectory {
  constructor(private readonly registry: PublicKeyRegistry) {}

  /** Throws PublicKeyConflictError when the interaction links a key already bound elsewhere. */
  learn(interaction: ParsedInteraction): void {
    this.registry.registerInteractionSender(interaction);
  }

  senderOf(interaction: ParsedInteraction): string | null {
    return (
      interaction.mldsaLink?.hashedKey ?? this.registry.opnetAddressOf(interaction.senderTweakedKey)
    );
  }
}
