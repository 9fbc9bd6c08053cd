// Type-checking of the e2e tests (`tsc -p tests/e2e`, run by `just lint`): the globals the tests
// put on the page's `window` (in addInitScript / evaluate) and read back, and the two test hooks
// only the test runtime reads (components/App.tsx, harness `withTestRuntime`). Loosely typed on purpose: each is set and read by one test.
interface Window {
  __doccThrow?: string;
  __doccSlowRoute?: number;
  __pwned?: unknown;
  __violations: string[];
  __gtagStub?: any;
  dataLayer: any[];
  gtag?: (...args: unknown[]) => void;
  axe: any;
  doccMount: any;
  h1: any;
  h2: any;
  h3: any;
  navs: any[];
  __bar: any[];
  __times: any[];
  __t0: number;
  __first: any;
  __k0: number;
  __firstK: any;
  __same?: boolean;
  __sameDocument?: boolean;
  __themeAt: Record<string, any>;
  __beforeReload?: boolean;
  __beforeRetry?: boolean;
  __landingSeen?: boolean;
  /** hosted.test.mjs: summed layout-shift values, and the static heading's last shown top. */
  __shift: number;
  __staticTop: number | null;
  __liveListeners: () => string[];
}
