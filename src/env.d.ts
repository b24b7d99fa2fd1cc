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
  /** Production's drift reporter (src/lib/api/drift): the share of answers checked, 0 to 1 ("0" turns it off; 0.1 by default). */
  readonly PUBLIC_DRIFT_SAMPLE_RATE?: string;
  /** At most this many answers are checked per page life (50 by default). */
  readonly PUBLIC_DRIFT_MAX_CHECKS?: string;
  /** Where drift reports are posted as JSON; the console when unset. */
  readonly PUBLIC_DRIFT_REPORT_URL?: string;
  /** Names the build in drift reports (a commit, a release). */
  readonly PUBLIC_BUILD_ID?: string;
  readonly PROD: boolean;
  readonly DEV: boolean;
  readonly MODE: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
