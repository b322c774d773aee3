import { describe, expect, it } from 'vitest';
import { isOriginAllowed, parseCorsOrigins } from './cors-policy.ts';

describe('CORS origins', () => {
  it('allows any localhost origin by default', () => {
    const policy = parseCorsOrigins(undefined);
    expect(isOriginAllowed(policy, 'http://localhost:8080')).toBe(true);
    expect(isOriginAllowed(policy, 'http://127.0.0.1')).toBe(true);
    expect(isOriginAllowed(policy, 'http://[::1]:3000')).toBe(true);
    expect(isOriginAllowed(policy, 'http://localhost.evil.example')).toBe(false);
    expect(isOriginAllowed(policy, 'https://app.example')).toBe(false);
  });

  it('takes a list, or * for any origin', () => {
    const list = parseCorsOrigins('https://app.example/, http://other.example');
    expect(isOriginAllowed(list, 'https://app.example')).toBe(true);
    expect(isOriginAllowed(list, 'http://other.example')).toBe(true);
    expect(isOriginAllowed(list, 'http://localhost:8080')).toBe(false);
    expect(isOriginAllowed(parseCorsOrigins('*'), 'https://anything.example')).toBe(true);
  });
});
