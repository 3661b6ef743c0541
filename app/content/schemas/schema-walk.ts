/**
 * Reading a collection's zod schema as a form: what a field's type is under its optional wrappers, its bounds and
 * patterns, and whether the spec fixes it. Used by the desk's generated forms (server/desk/content-form.ts).
 */
import type { z } from "zod";

export interface Def {
  type: string;
  innerType?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
}
export type Schema = z.ZodType & { _zod: { def: Def } };
interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}
export interface Limits {
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  patterns?: Set<RegExp>;
}

/**
 * A schema's bounds, format and patterns, folded from its checks. Zod 4.6 stopped filling `_zod.bag` with them, and
 * its own fold (for toJSONSchema) is not exported; a string format is a check itself, so it counts as the first.
 */
export function limits(schema: z.ZodType): Limits {
  const own = schema._zod as unknown as { traits: Set<string>; def: CheckDef & { checks?: { _zod: { def: CheckDef } }[] } };
  const checks = [...(own.traits.has("$ZodCheck") ? [own.def] : []), ...(own.def.checks ?? []).map((c) => c._zod.def)];
  const out: Limits = {};
  const atLeast = (n: number) => (out.minimum = Math.max(out.minimum ?? -Infinity, n));
  const atMost = (n: number) => (out.maximum = Math.min(out.maximum ?? Infinity, n));
  for (const c of checks) {
    if (c.check === "min_length" || c.check === "min_size") atLeast(c.minimum!);
    else if (c.check === "max_length" || c.check === "max_size") atMost(c.maximum!);
    else if (c.check === "length_equals") {
      atLeast(c.length!);
      atMost(c.length!);
    } else if (c.check === "greater_than") {
      if (c.inclusive) atLeast(c.value!);
      else out.exclusiveMinimum = Math.max(out.exclusiveMinimum ?? -Infinity, c.value!);
    } else if (c.check === "less_than" && c.inclusive) atMost(c.value!);
    else if (c.check === "number_format") {
      out.format = c.format;
      // A whole number is a safe integer unless a bound says otherwise (zod's own range for the format).
      if (c.format === "safeint") {
        atLeast(-Number.MAX_SAFE_INTEGER);
        atMost(Number.MAX_SAFE_INTEGER);
      }
    } else if (c.check === "string_format") {
      if (c.format !== "regex") out.format ??= c.format;
      if (c.pattern) (out.patterns ??= new Set()).add(c.pattern);
    }
  }
  return out;
}

// Those only make a field optional.
export function unwrap(schema: Schema): { schema: Schema; optional: boolean } {
  let optional = false;
  for (;;) {
    const def = schema._zod.def;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
      optional = true;
      schema = def.innerType!;
    } else if (def.type === "union") {
      const blank = (o: Schema) => o._zod.def.type === "null" || (o._zod.def.type === "literal" && o._zod.def.values?.[0] === "");
      const rest = def.options!.filter((o) => !blank(o));
      if (rest.length !== 1) return { schema, optional };
      optional ||= rest.length < def.options!.length;
      schema = rest[0]!;
    } else return { schema, optional };
  }
}

// The editor hides what the spec fixes.
export function fixed(schema: Schema): boolean {
  const { type, shape } = schema._zod.def;
  return type === "literal" || type === "null" || (type === "object" && Object.values(shape!).every(fixed));
}
