/**
 * Values a call's schema allows, for the suites that generate requests (fuzz, authorization
 * matrix): zod → JSON Schema (zod's own toJSONSchema) → a fast-check arbitrary. Not a test itself.
 */
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A fast-check arbitrary of the values a JSON Schema describes (what zod's toJSONSchema emits). */
export function arbitraryOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(props[k])])), { requiredKeys: (s.required ?? []).filter((k) => keys.includes(k)) });
    }
    case 'array':
      return fc.array(arbitraryOf(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 4)) });
    case 'string': {
      if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
        } catch {
          // A pattern fast-check cannot build from: plain strings.
        }
      }
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 24, Math.max(s.minLength ?? 0, 60)) });
    }
    case 'integer': {
      const min = Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000), -2_147_483_648);
      const max = Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000), 2_147_483_647);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean());
  }
}

export const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | null =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;

