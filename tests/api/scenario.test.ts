import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCENARIO, getScenario, resetScenario, scenarioFromQuery, scenarioToQuery, setScenario,
} from '../../mocks/engine/scenario';
import { requestLog } from '../../mocks/engine/request-log';
import { sessionForPersona } from '../../mocks/personas';
import { QueryClient } from '@tanstack/react-query';
import { callRoute, configureApi, contract, ContractMismatchError, domainKey, removeMemberData, routeQueryKey, routeQueryKeyPrefix } from '../../src/lib/api';
import { server, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

describe('scenarios from and to a URL', () => {
  it('round-trips status, persona, latency, flags and faults', () => {
    const patch = scenarioFromQuery(new URLSearchParams('scenario=maintenance&persona=agent-dividend&latency=slow&flags=socialLogin,-smsLogin&faults=session.login:500,*:network'));
    expect(patch).toEqual({
      status: 'maintenance', persona: 'agent-dividend', latency: 'slow',
      flags: { socialLogin: true, smsLogin: false }, faults: { 'session.login': '500', '*': 'network' },
    });
    const scenario = setScenario(patch);
    expect(scenarioFromQuery(scenarioToQuery(scenario))).toEqual(patch);
  });

  it('ignores unknown values and says nothing for the default', () => {
    expect(scenarioFromQuery(new URLSearchParams('scenario=party&latency=warp&flags=nope&faults=x:melt'))).toEqual({ flags: {}, faults: {} });
    expect(scenarioToQuery(resetScenario()).toString()).toBe('');
    expect(getScenario()).toEqual(DEFAULT_SCENARIO);
  });
});

describe('faults and latency', () => {
  it('a network fault on one route becomes a network ApiError; other routes still answer', async () => {
    setScenario({ faults: { 'verification.captcha': 'network' } });
    const error = await refusal(callRoute(contract.verification.captcha));
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('errors.network');
    await expect(callRoute(contract.member.checkAffiliate, { query: { code: 'AFF005', domain: 'x' } })).resolves.toBeTruthy();
  });

  it('a 500 fault answers the unknown-error envelope', async () => {
    setScenario({ faults: { '*': '500' } });
    const error = await refusal(callRoute(contract.verification.captcha));
    expect(error.status).toBe(500);
    expect(error.messageKey).toBe('errors.unknown');
  });

  it('a time-out fault ends in a timeout ApiError after the client time-out', async () => {
    configureApi({ timeoutMs: 300 });
    setScenario({ faults: { 'verification.captcha': 'timeout' } });
    const error = await refusal(callRoute(contract.verification.captcha));
    configureApi({ timeoutMs: 20_000 });
    expect(error.kind).toBe('timeout');
    expect(error.messageKey).toBe('errors.timeout');
  });

  it('realistic latency delays answers by at least 80 ms', async () => {
    setScenario({ latency: 'realistic' });
    await callRoute(contract.verification.captcha);
    expect(requestLog().at(-1)!.ms).toBeGreaterThanOrEqual(79);
  });
});

describe('personas', () => {
  it('opens a session for a seeded persona without its password', async () => {
    useToken(await sessionForPersona('agent-hourly'));
    expect((await callRoute(contract.member.getInfo)).account).toBe('agent_hourly');
    expect(await sessionForPersona('guest')).toBeNull();
    await expect(sessionForPersona('nobody')).rejects.toThrow(/Unknown persona/);
  });
});

describe('the typed client', () => {
  it('fails loudly, naming the route and the field, when an answer leaves the contract', async () => {
    server.use(http.get('*/wps/captcha', () => HttpResponse.json({ success: true, code: '0', message: 'OK', value: 42 })));
    const error = await callRoute(contract.verification.captcha).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect((error as Error).message).toContain('verification.captcha');
    expect((error as Error).message).toContain('body.value');
  });

  it('sends the held token as a raw Authorization on every call, token route or not (WIRE.md §1.2)', async () => {
    const seen: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('authorization')));
    useToken('abc123');
    await callRoute(contract.member.checkAffiliate, { query: { code: 'AFF005', domain: 'x' } });
    await callRoute(contract.member.getInfo).catch(() => undefined);
    server.events.removeAllListeners('request:start');
    expect(seen).toEqual(['abc123', 'abc123']);
  });

  it('derives hierarchical query keys from the contract key and the arguments', () => {
    expect(routeQueryKey(contract.member.checkAffiliate, { query: { code: 'A', domain: 'd' } })).toEqual([
      'member', 'checkAffiliate', { query: { code: 'A', domain: 'd' } },
    ]);
    expect(routeQueryKey(contract.member.getInfo)).toEqual(['member', 'getInfo', {}]);
    expect(routeQueryKeyPrefix(contract.favourites.list)).toEqual(['favourites', 'list']);
    expect(domainKey('favourites')).toEqual(['favourites']);
  });

  it('one call invalidates a route or a whole domain, and logout drops only member data', async () => {
    const client = new QueryClient();
    const list = routeQueryKey(contract.favourites.list, { query: { pageNo: 1, pageSize: 18, language: 'EN' } });
    client.setQueryData(list, 'list');
    client.setQueryData(routeQueryKey(contract.favourites.ids), 'ids');
    client.setQueryData(routeQueryKey(contract.system.status, { query: {} }), 'status');
    await client.invalidateQueries({ queryKey: routeQueryKeyPrefix(contract.favourites.list) });
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(routeQueryKey(contract.favourites.ids))?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: domainKey('favourites') });
    expect(client.getQueryState(routeQueryKey(contract.favourites.ids))?.isInvalidated).toBe(true);
    removeMemberData(client);
    expect(client.getQueryData(list)).toBeUndefined();
    expect(client.getQueryData(routeQueryKey(contract.system.status, { query: {} }))).toBe('status');
  });

  it('maps an unmatched path (invalid URL) to the invalid-URL message', async () => {
    server.use(http.get('*/wps/captcha', () => new HttpResponse('<html>Not found</html>', { status: 404 })));
    const error = await refusal(callRoute(contract.verification.captcha));
    expect(error.messageKey).toBe('errors.invalidUrl');
  });
});
