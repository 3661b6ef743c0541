/** Types of debian-package.mjs (plain JavaScript so that `node` runs it before tsx is involved). */
export function ensureDebianPackage(options: { binary: string; pkg: string; what: string }): boolean;
