// Types for scripts/lib/compile-server.mjs, imported by the server tests' global setup.
export declare const serverEntries: Record<
  'main' | 'staff-cli' | 'backup-cli' | 'restore-cli',
  string
>
export declare function compileServer(outDir: string): Promise<void>
