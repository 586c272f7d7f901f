/** Builds the server into outDir (dist/server by default); resolves with the entry file. */
export function buildServer(outDir?: string): Promise<string>;
/** Builds when the output is missing or older than the sources; resolves with the entry file. */
export function buildServerIfStale(outDir?: string): Promise<string>;
