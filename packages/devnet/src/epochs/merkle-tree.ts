import { sha256 } from '../bytes.ts';

/** Orders a pair, so a proof needs no left/right flags: the node of a pair is sha256(low || high). */
function pairNode(a: Uint8Array, b: Uint8Array): Uint8Array {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number) ? sha256(a, b) : sha256(b, a);
  }
  return a.length <= b.length ? sha256(a, b) : sha256(b, a);
}

/**
 * A sha256 merkle tree over 32-byte leaves with sorted pairs; a level's odd last node moves up
 * as it is. The epochs commit to their data and to the blocks their witness signed with it.
 */
export class MerkleTree {
  private readonly levels: Uint8Array[][];

  constructor(leaves: readonly Uint8Array[]) {
    if (leaves.length === 0) throw new RangeError('A merkle tree needs at least one leaf');
    this.levels = [[...leaves]];
    for (let level = this.levels[0] as Uint8Array[]; level.length > 1;) {
      const next: Uint8Array[] = [];
      for (let i = 0; i < level.length; i += 2) {
        const right = level[i + 1];
        next.push(right ? pairNode(level[i] as Uint8Array, right) : (level[i] as Uint8Array));
      }
      this.levels.push(next);
      level = next;
    }
  }

  get root(): Uint8Array {
    return (this.levels[this.levels.length - 1] as Uint8Array[])[0] as Uint8Array;
  }

  /** The siblings from the leaf up to the root (levels where the leaf's node has none are skipped). */
  proof(index: number): Uint8Array[] {
    if (!Number.isInteger(index) || index < 0 || index >= (this.levels[0] as Uint8Array[]).length) {
      throw new RangeError(`No leaf ${index}`);
    }
    const siblings: Uint8Array[] = [];
    let position = index;
    for (const level of this.levels.slice(0, -1)) {
      const sibling = level[position ^ 1];
      if (sibling) siblings.push(sibling);
      position >>= 1;
    }
    return siblings;
  }
}

/** Whether `proof` leads from `leaf` to `root`. */
export function verifyMerkleProof(
  leaf: Uint8Array,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  const reached = proof.reduce((node, sibling) => pairNode(node, sibling), leaf);
  return reached.length === root.length && reached.every((byte, i) => byte === root[i]);
}
