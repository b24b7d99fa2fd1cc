export { apiSettings, configureApi, type ApiSettings } from './config';
export { callRoute, rawClient, routeKeyOf, type RouteArgs, type RouteValue } from './client';
export { ApiError, ContractMismatchError, isApiError } from './errors';
export { domainKey, isMemberDataKey, removeMemberData, routeKey, routeKeyPrefix, routeQueryOptions, useRouteMutation, useRouteQuery } from './query';
export { contract } from '../../../contracts';
