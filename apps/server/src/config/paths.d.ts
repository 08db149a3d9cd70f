/** apps/server: npm workspaces run scripts here, so nothing may depend on the cwd. */
export declare const serverRoot: string;
export declare const repoRoot: string;
export declare const assetsDir: string;
export declare const demoDir: string;
/** Relative paths in the environment are relative to the repository root. */
export declare function fromRepoRoot(target: string): string;
