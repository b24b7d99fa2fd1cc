import { http, HttpResponse } from 'msw';
import { ASSET_HEADERS, assetRequestOf, renderAsset } from './asset-art';

export { renderAsset } from './asset-art';

/**
 * Serves /mock-assets/* from the simulated backend in Node (tests) and Storybook.
 * The demo and `npm start` draw them in the service worker itself instead
 * (mocks/engine/service-worker.ts), off the page's main thread.
 */
export const assetHandlers = [
  http.get('*/mock-assets/:kind/:file', ({ request }) => {
    const asset = assetRequestOf(new URL(request.url));
    if (!asset) return undefined;
    return new HttpResponse(renderAsset(asset.kind, asset.name, asset.label), { headers: ASSET_HEADERS });
  }),
];
