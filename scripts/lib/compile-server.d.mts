// Types for scripts/lib/compile-server.mjs, imported by the server tests' global setup and the
// browser tests' environment.
export declare function serverAppDirBeside(clientDir: string): string
export declare function compileServer(outDir: string): Promise<void>
