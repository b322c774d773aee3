import fc from 'fast-check';
import { hostileNumberText, hostileString, PROTOTYPE_KEYS } from './hostile-values.ts';

/**
 * JSON as it travels, so a fuzzed body can hold what a JS value cannot: numbers beyond a double
 * (kept as their literal text), duplicate keys and `__proto__` keys.
 */
export type JsonNode =
  | { kind: 'literal'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'object'; entries: [string, JsonNode][] };

export function jsonText(node: JsonNode): string {
  switch (node.kind) {
    case 'literal':
      return node.text;
    case 'string':
      return JSON.stringify(node.value);
    case 'array':
      return `[${node.items.map(jsonText).join(',')}]`;
    case 'object':
      return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
  }
}

/** A plain JSON value as a node. */
export function jsonNode(value: unknown): JsonNode {
  if (typeof value === 'string') return { kind: 'string', value };
  if (Array.isArray(value)) return { kind: 'array', items: value.map(jsonNode) };
  if (typeof value === 'object' && value !== null) {
    return {
      kind: 'object',
      entries: Object.entries(value).map(([key, item]) => [key, jsonNode(item)]),
    };
  }
  return { kind: 'literal', text: JSON.stringify(value) ?? 'null' };
}

// Strings only JSON can carry, as \u escapes: a NUL and lone surrogates, which no database stores.
const UNSTORABLE_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'];

const hostileKey = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...UNSTORABLE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom('type', 'data', 'address', 'transactionId', 'amount') },
  { weight: 1, arbitrary: hostileString },
);

const hostileLeaf: fc.Arbitrary<JsonNode> = fc.oneof(
  fc.constantFrom('null', 'true', 'false').map((text): JsonNode => ({ kind: 'literal', text })),
  hostileNumberText.map((text): JsonNode => ({ kind: 'literal', text })),
  hostileString.map((value): JsonNode => ({ kind: 'string', value })),
  fc.constantFrom(...UNSTORABLE_STRINGS).map((value): JsonNode => ({ kind: 'string', value })),
);

/** Any JSON document, hostile in its keys, numbers and strings. */
export const hostileJson: fc.Arbitrary<JsonNode> = fc.letrec<{ node: JsonNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('node'), { maxLength: 4 }).map((items): JsonNode => ({ kind: 'array', items })),
    fc
      .array(fc.tuple(hostileKey, tie('node')), { maxLength: 5 })
      .map((entries): JsonNode => ({ kind: 'object', entries })),
  ),
})).node;

/** `value` nested `depth` levels deep in arrays or objects. */
export function nested(value: string, depth: number, inObjects: boolean): string {
  return inObjects
    ? '{"a":'.repeat(depth) + value + '}'.repeat(depth)
    : '['.repeat(depth) + value + ']'.repeat(depth);
}

type Edit =
  | { op: 'replace'; with: JsonNode }
  | { op: 'delete' }
  | { op: 'add'; key: string; value: JsonNode }
  | { op: 'wrap' }
  | { op: 'nest'; depth: number };

/** Every node of a document, depth first, the root first. */
function allNodes(node: JsonNode): JsonNode[] {
  const children =
    node.kind === 'array'
      ? node.items
      : node.kind === 'object'
        ? node.entries.map(([, value]) => value)
        : [];
  return [node, ...children.flatMap(allNodes)];
}

function edit(node: JsonNode, target: JsonNode, change: Edit): JsonNode | null {
  if (node === target) {
    switch (change.op) {
      case 'replace':
        return change.with;
      case 'delete':
        return null;
      case 'wrap':
        return { kind: 'array', items: [node] };
      case 'nest':
        return {
          kind: 'literal',
          text: nested(jsonText(node), change.depth, change.depth % 2 === 0),
        };
      case 'add':
        return node.kind === 'object'
          ? { kind: 'object', entries: [...node.entries, [change.key, change.value]] }
          : change.value;
    }
  }
  if (node.kind === 'array') {
    return {
      kind: 'array',
      items: node.items.flatMap((item) => {
        const edited = edit(item, target, change);
        return edited === null ? [] : [edited];
      }),
    };
  }
  if (node.kind === 'object') {
    return {
      kind: 'object',
      entries: node.entries.flatMap(([key, value]): [string, JsonNode][] => {
        const edited = edit(value, target, change);
        return edited === null ? [] : [[key, edited]];
      }),
    };
  }
  return node;
}

const anEdit: fc.Arbitrary<Edit> = fc.oneof(
  hostileJson.map((node): Edit => ({ op: 'replace', with: node })),
  hostileLeaf.map((node): Edit => ({ op: 'replace', with: node })),
  fc.constant<Edit>({ op: 'delete' }),
  fc.constant<Edit>({ op: 'wrap' }),
  fc.integer({ min: 17, max: 6_000 }).map((depth): Edit => ({ op: 'nest', depth })),
  fc.tuple(hostileKey, hostileJson).map(([key, value]): Edit => ({ op: 'add', key, value })),
);

/** A valid document with one to three of its nodes replaced, removed, wrapped or extended. */
export function mutatedJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<JsonNode> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), anEdit), { minLength: 1, maxLength: 3 }))
    .map(([value, edits]) => {
      let node: JsonNode = jsonNode(value);
      for (const [pick, change] of edits) {
        const nodes = allNodes(node);
        node = edit(node, nodes[pick % nodes.length]!, change) ?? { kind: 'literal', text: 'null' };
      }
      return node;
    });
}
