import { describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import { z } from 'zod';
import './zod-config.ts';

describe('zod-config', () => {
  it('parses without compiling code, for classic schemas too', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ amount: z.string().transform(BigInt) });
    expect(schema.parse({ amount: '10' })).toEqual({ amount: 10n });
  });
});
