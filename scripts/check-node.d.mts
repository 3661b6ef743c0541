export declare const NEEDED_MAJOR: number;
export declare function runtimeProblem(found: string, options?: { exact?: boolean; platform?: string; arch?: string }): string | undefined;
