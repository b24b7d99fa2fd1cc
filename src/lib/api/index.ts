export { apiSettings, configureApi, type ApiSettings } from './config';
export { callRoute, routeKeyOf, sendRoute, type RouteArgs, type RouteValue } from './client';
export { ApiError, ContractMismatchError, FlowStop, isApiError, isFlowStop } from './errors';
export { domainKey, isMemberDataKey, removeMemberData, routeKey, routeKeyPrefix, routeQueryOptions, useRouteMutation, useRouteQuery, type RouteMutationOptions } from './query';
export { contract } from '../../../contracts';
