import { describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { RouteTable } from '../../mocks/engine/route-table';

const table = new RouteTable([
  { method: 'GET', path: '/wps/notice', route: 'notices' },
  { method: 'GET', path: '/wps/notice/popups', route: 'popups' },
  { method: 'POST', path: '/wps/session/login', route: 'login' },
  { method: 'POST', path: '/wps/session/login', route: 'shadowed' },
  { method: 'GET', path: '/wps/bets/:orderNo', route: 'bet' },
]);

describe('the simulated backend’s route table', () => {
  it('matches a path after any origin and prefix, as MSW’s `*<path>` did, with an optional trailing slash', () => {
    expect(table.match('GET', 'http://localhost:4173/wps/notice?types=B')).toEqual({ route: 'notices', params: {} });
    expect(table.match('get', 'https://api.example.com/gateway/wps/notice/popups/')?.route).toBe('popups');
    expect(table.match('POST', 'http://localhost/demo/wps/session/login')?.route).toBe('login');
  });

  it('matches whole paths and methods only, and lets anything else through', () => {
    expect(table.match('GET', 'http://localhost/wps/session/login')).toBeNull();
    expect(table.match('GET', 'http://localhost/wps/notice/popups/extra')).toBeNull();
    expect(table.match('GET', 'http://localhost/wps/notices')).toBeNull();
    expect(table.match('GET', 'http://localhost/xwps/notice')).toBeNull();
    expect(table.match('GET', 'http://localhost/demo/static/js/index.js')).toBeNull();
  });

  it('gives `:name` segments as decoded params', () => {
    expect(table.match('GET', 'http://localhost/wps/bets/RNG-12%2034')).toEqual({ route: 'bet', params: { orderNo: 'RNG-12 34' } });
    expect(table.match('GET', 'http://localhost/wps/bets/a/b')).toBeNull();
  });

  it('finds every route of the contract by its own method and path', () => {
    const routes = listRoutes(contract);
    const everyRoute = new RouteTable(routes.map((entry) => ({ method: entry.route.method, path: entry.route.path, route: entry.key })));
    for (const entry of routes) {
      const firstWithPath = routes.find((other) => other.route.method === entry.route.method && other.route.path === entry.route.path)!;
      expect(everyRoute.match(entry.route.method, `http://localhost${entry.route.path}`)?.route, entry.key).toBe(firstWithPath.key);
    }
  });
});
