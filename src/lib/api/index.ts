export { apiSettings, configureApi, type ApiSettings, type FailureReport } from './config';
export { callRoute, routeKeyOf, sendRoute, type CallOptions, type RouteArgs, type RouteValue } from './client';
export { ApiError, isApiError } from './errors';
export { FlowStop, isFlowStop } from './flowStop';
export { ContractMismatchError } from './validate';
export { registerSmsMessageKeys } from './smsMessageKeys';
export { ERROR_BEHAVIOURS, errorBehaviour, failureBehaviour, PIPELINE_BEHAVIOURS, type ErrorBehaviour } from './errorBehaviour';
export { domainKey, isMemberDataKey, removeMemberData, routeKey, routeKeyPrefix, routeQueryOptions, useRouteMutation, useRouteQuery, type RouteMutationOptions } from './query';
export { contract } from '../../../contracts';
