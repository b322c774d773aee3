import { describe, expect, it } from 'vitest';
import { sha256, u32be } from '../bytes.ts';
import { MerkleTree, verifyMerkleProof } from './merkle-tree.ts';

const leaves = (count: number) => Array.from({ length: count }, (_, i) => sha256(u32be(i)));

describe('MerkleTree', () => {
  it('proves every leaf of trees of 1 to 9 leaves, and nothing else', () => {
    for (let count = 1; count <= 9; count++) {
      const items = leaves(count);
      const tree = new MerkleTree(items);
      items.forEach((leaf, i) => {
        const proof = tree.proof(i);
        expect(verifyMerkleProof(leaf, proof, tree.root)).toBe(true);
        expect(verifyMerkleProof(sha256(leaf), proof, tree.root)).toBe(false);
        if (proof.length > 0) {
          expect(verifyMerkleProof(leaf, proof.slice(1), tree.root)).toBe(false);
        }
      });
    }
  });

  it('has the one leaf as the root of a single-leaf tree, and a root that commits to each leaf', () => {
    const [only] = leaves(1);
    expect(new MerkleTree([only!]).root).toEqual(only);
    const six = leaves(6);
    const changed = [...six];
    changed[4] = sha256(changed[4]!);
    expect(new MerkleTree(changed).root).not.toEqual(new MerkleTree(six).root);
    expect(() => new MerkleTree([])).toThrow(RangeError);
    expect(() => new MerkleTree(six).proof(6)).toThrow(RangeError);
  });
});
