export { apiSettings, configureApi, type ApiSettings, type FailureReport } from './config';
export { callRoute, routeKeyOf, sendRoute, type CallOptions, type RouteArgs, type RouteValue } from './client';
export { ApiError, isApiError } from './errors';
export { FlowStop, isFlowStop } from './flowStop';
export { ContractMismatchError } from './validate';
export { registerSmsMessageKeys } from './smsMessageKeys';
export { ERROR_BEHAVIOURS, errorBehaviour, failureBehaviour, launchScreenOf, LAUNCH_ROUTES, LAUNCH_SCREENS, PIPELINE_BEHAVIOURS, type ErrorBehaviour, type LaunchScreen } from './errorBehaviour';
export { domainKey, isMemberDataKey, removeMemberData, routeQueryKey, routeQueryKeyPrefix, routeQueryOptions, useRouteMutation, useRouteQuery, type RouteMutationOptions } from './query';
export { contract } from '@contracts';
