// Values provided by test/support/worker-global-setup.ts (run in Node, outside workerd).
declare module 'vitest' {
  export interface ProvidedContext {
    oidcIssuer: string;
    openaiBaseURL: string;
    githubApiURL: string;
  }
}
export {};
