import { describe, expect, it } from 'vitest';
import { machineCpu, reapedChildrenCpu, run } from './run.mjs';

describe('reapedChildrenCpu', () => {
  it('reads the reaped children’s user and system ticks, past a command name with spaces', () => {
    const stat = '42 (node a) b) S 1 42 42 0 -1 4194560 100 200 0 0 11 7 1234 566 20 0 1 0';
    expect(reapedChildrenCpu(stat)).toBe(18);
  });

  it('is 0 without /proc', () => {
    expect(reapedChildrenCpu('')).toBe(0);
  });
});

describe('machineCpu', () => {
  it('reads all cores’ ticks, idle and I/O wait apart', () => {
    const stat = 'cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\n';
    expect(machineCpu(stat)).toEqual({ busy: 1.6, total: 10 });
  });

  it('is null without /proc', () => {
    expect(machineCpu('')).toBeNull();
  });
});

describe('run', () => {
  it.runIf(process.platform === 'linux')(
    "adds the CPU a command used to the caller's count",
    async () => {
      const cpu = { seconds: 0 };
      // Busy until it has used 300 ms of CPU, however long a loaded machine takes to give it that.
      const busy = 'while (process.cpuUsage().user < 300_000);';
      expect(await run(process.execPath, ['-e', busy], { cpu, stdio: 'ignore' })).toBe(0);
      expect(cpu.seconds).toBeGreaterThanOrEqual(0.3);
    },
    // Node's start and 300 ms of CPU: on two cores shared by `npm test`'s other steps, that CPU
    // comes in a slice of the wall time.
    60_000,
  );
});
