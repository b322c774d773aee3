import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './failures.mjs';

describe('vitestFailures', () => {
  it('names each failed test with its file and the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/tmp/ci/packages/api/test/token.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'token reads', status: 'passed', failureMessages: [] },
            {
              fullName: 'token rejects a bad address',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 200 to be 400\u001b[39m\n  at x',
              ],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      'packages/api/test/token.test.ts > token rejects a bad address: AssertionError: expected 200 to be 400',
    ]);
  });

  it('names a file that failed before any of its tests ran', () => {
    const report = {
      testResults: [
        {
          name: '/w/packages/web/src/a.test.ts',
          status: 'failed',
          message: 'Failed to load url ./b',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual(['packages/web/src/a.test.ts: Failed to load url ./b']);
  });

  it('is empty for a green report or none at all', () => {
    expect(vitestFailures({ testResults: [{ name: 'x', status: 'passed' }] })).toEqual([]);
    expect(vitestFailures(undefined)).toEqual([]);
  });
});

describe('playwrightFailures', () => {
  it('names the unexpected results with their project, file and error, in nested suites', () => {
    const report = {
      suites: [
        {
          file: 'swap.spec.ts',
          specs: [
            {
              title: 'swaps',
              tests: [
                { projectName: 'desktop', status: 'expected', results: [] },
                {
                  projectName: 'mobile',
                  status: 'unexpected',
                  results: [{ status: 'timedOut', error: { message: 'Test timeout of 90000ms' } }],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'a group',
              specs: [
                {
                  title: 'times out',
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [{ status: 'timedOut' }],
                    },
                  ],
                },
                {
                  title: 'skipped',
                  tests: [{ projectName: 'mobile', status: 'skipped', results: [] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      '[mobile] swap.spec.ts > swaps: Test timeout of 90000ms',
      '[desktop] swap.spec.ts > times out: timedOut',
    ]);
  });
});
