const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asks for reduced motion, read when needed (effects and event handlers,
 * so only in the browser). Nothing is rendered differently for it: the server cannot know,
 * and islands must hydrate to the server's markup; callers just never start motion.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && (window.matchMedia?.(QUERY).matches ?? false);
}
