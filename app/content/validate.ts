/**
 * Content records are checked against their zod schemas when the data module loads in
 * development, in tests and in scripts; production bundles skip the check (the unit tests
 * have already run it), so zod is not shipped to visitors for static content. Schemas are
 * marked pure so that the unused ones are tree-shaken from the client bundle.
 */
export const VALIDATE: boolean = import.meta.env?.MODE !== "production";

export function content<T>(data: T, schema: false | { parse(value: unknown): unknown }): T {
  return schema ? (schema.parse(data) as T) : data;
}
