export { apiSettings, configureApi, type ApiSettings, type FailureReport } from './config';
export { callRoute, routeKeyOf, sendRoute, type CallOptions, type RouteArgs, type RouteValue } from './client';
export { ApiError, ContractMismatchError, FlowStop, isApiError, isFlowStop } from './errors';
export { ERROR_BEHAVIOURS, errorBehaviour, PIPELINE_BEHAVIOURS, type ErrorBehaviour } from './errorBehaviour';
export { domainKey, isMemberDataKey, removeMemberData, routeKey, routeKeyPrefix, routeQueryOptions, useRouteMutation, useRouteQuery, type RouteMutationOptions } from './query';
export { contract } from '../../../contracts';
