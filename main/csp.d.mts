/** Types for csp.mjs (plain JavaScript so scripts/serveStatic.mjs can import it directly). */
export declare const CSP_DIRECTIVES: readonly (readonly [name: string, sources: string])[];
export declare const CONTENT_SECURITY_POLICY: string;
export declare const META_CONTENT_SECURITY_POLICY: string;
export declare function developmentContentSecurityPolicy(devOrigin: string, options?: { meta?: boolean }): string;
export declare const META_POLICY_PATTERN: RegExp;
export declare const DEV_CSP_NONCE: string;
