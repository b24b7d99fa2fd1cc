/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly PUBLIC_API_BASE_URL?: string;
  readonly PUBLIC_API_PUBLIC_KEY?: string;
  readonly PUBLIC_API_TIMEOUT_MS?: string;
  /** True in `start` and `build:demo`: the simulated backend runs in the page. */
  readonly PUBLIC_MOCKS?: boolean;
  /** The path the app is served under, with slashes: `/` or `/demo/`. */
  readonly PUBLIC_BASE_PATH?: string;
  /** Which brand configuration to build (src/lib/brand.ts). */
  readonly PUBLIC_BRAND?: string;
  /** The platform's merchant code for this deployment (WIRE.md §1.1); the brand's own by default. */
  readonly PUBLIC_MERCHANT_CODE?: string;
  /** Hosts server URLs may open besides the site's own (comma-separated, `.example.com` for subdomains): src/lib/safeUrl.ts. */
  readonly PUBLIC_ALLOWED_HOSTS?: string;
  readonly PROD: boolean;
  readonly DEV: boolean;
  readonly MODE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
