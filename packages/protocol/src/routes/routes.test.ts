import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

const HASH = 'ab'.repeat(32);

/** Whether a path fits a react-router pattern (static segments, :param and optional :param?). */
function fits(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${source === '' ? '/' : source}$`).test(pathname);
}

describe('the route builders', () => {
  it('build the trade and native swap addresses', () => {
    expect(routes.home()).toBe('/');
    expect(routes.swap()).toBe('/swap');
    expect(routes.swap('0xa')).toBe('/swap/0xa');
    expect(routes.swap('0xa', '0xb')).toBe('/swap/0xa/0xb');
    expect(routes.send()).toBe('/send');
    expect(routes.nativeReserve()).toBe('/swap/native/reserve');
    expect(routes.nativeReserve(HASH)).toBe(`/swap/native/reserve/${HASH}`);
    expect(routes.nativeExecute(HASH)).toBe(`/swap/native/execute/${HASH}`);
    expect(routes.nativeWatch('order', 'swap')).toBe('/swap/native/watch/order/swap');
  });

  it('build the activity, dashboard and documentation addresses', () => {
    expect(routes.activity()).toBe('/activity');
    expect(routes.activity('active-listings')).toBe('/activity/active-listings');
    expect(routes.listing('ff')).toBe('/listing/ff');
    expect(routes.dashboard()).toBe('/dashboard');
    expect(routes.dashboard('deploy-farm')).toBe('/dashboard/deploy-farm');
    expect(routes.documentation()).toBe('/documentation');
    expect(routes.documentation('privacy')).toBe('/documentation/privacy');
  });

  it('link a listing notification to the listing detail', () => {
    expect(routes.listingDetail(HASH)).toBe(`/activity/active-listings/${HASH}`);
    expect(routes.listingDetail('ff')).toBe('/activity/active-listings/ff');
  });

  it('build the pool, stake, explore, token and farm addresses', () => {
    expect(routes.pool()).toBe('/pool');
    expect(routes.poolDetail('0xp')).toBe('/pool/0xp');
    expect(routes.poolCreate()).toBe('/pool/create');
    expect(routes.poolCreateNew()).toBe('/pool/create-new');
    expect(routes.poolAdd()).toBe('/pool/add');
    expect(routes.poolAdd('0xa', '0xb')).toBe('/pool/add/0xa/0xb');
    expect(routes.poolAddNative(HASH)).toBe(`/pool/add-native/${HASH}`);
    expect(routes.poolRemove()).toBe('/pool/remove');
    expect(routes.stake()).toBe('/stake');
    expect(routes.stake('unstake')).toBe('/stake/unstake');
    expect(routes.stake('compound')).toBe('/stake/compound');
    expect(routes.explore()).toBe('/explore');
    expect(routes.explore('pools')).toBe('/explore/pools');
    expect(routes.token()).toBe('/token');
    expect(routes.token('0xt')).toBe('/token/0xt');
    expect(routes.farm()).toBe('/farm');
    expect(routes.farmManage()).toBe('/farm/manage');
    expect(routes.farmDeployToken()).toBe('/farm/manage/deploy-token');
    expect(routes.farmDeployFarm()).toBe('/farm/manage/deploy-farm');
  });

  it('encode values from outside as one path segment each', () => {
    expect(routes.token('a/b?c#d')).toBe('/token/a%2Fb%3Fc%23d');
    expect(routes.nativeWatch('x y', 'z/')).toBe('/swap/native/watch/x%20y/z%2F');
  });
});

describe('the route patterns', () => {
  it('each take the links their builder makes', () => {
    const links: [{ pattern: string }, string][] = [
      [routes.home, routes.home()],
      [routes.swap, routes.swap()],
      [routes.swap, routes.swap('0xa', '0xb')],
      [routes.send, routes.send()],
      [routes.nativeReserve, routes.nativeReserve()],
      [routes.nativeReserve, routes.nativeReserve(HASH)],
      [routes.nativeExecute, routes.nativeExecute(HASH)],
      [routes.nativeWatch, routes.nativeWatch(HASH, HASH)],
      [routes.activity, routes.activity()],
      [routes.activity, routes.activity('tokens')],
      [routes.listingDetail, routes.listingDetail(HASH)],
      [routes.listing, routes.listing(HASH)],
      [routes.dashboard, routes.dashboard()],
      [routes.dashboard, routes.dashboard('listings')],
      [routes.documentation, routes.documentation('terms')],
      [routes.pool, routes.pool()],
      [routes.poolDetail, routes.poolDetail('0xp')],
      [routes.poolCreate, routes.poolCreate()],
      [routes.poolCreateNew, routes.poolCreateNew()],
      [routes.poolAdd, routes.poolAdd('0xa')],
      [routes.poolAddNative, routes.poolAddNative()],
      [routes.poolRemove, routes.poolRemove(HASH)],
      [routes.stake, routes.stake('claim')],
      [routes.explore, routes.explore('tokens')],
      [routes.token, routes.token('0xt')],
      [routes.farm, routes.farm()],
      [routes.farmManage, routes.farmManage()],
      [routes.farmDeployToken, routes.farmDeployToken()],
      [routes.farmDeployFarm, routes.farmDeployFarm()],
    ];
    for (const [route, link] of links) expect(fits(route.pattern, link), link).toBe(true);
  });
});
