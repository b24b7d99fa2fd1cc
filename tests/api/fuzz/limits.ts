import { z, type ZodTypeAny } from 'zod';

/**
 * Walks an input schema and names every place that takes unbounded input:
 * a string without a maximum length, an array without a maximum size.
 */
export function unboundedFields(schema: unknown, path = ''): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const s = schema as ZodTypeAny;
  const def = s._def as { checks?: Array<{ kind: string }> };
  if (s instanceof z.ZodString) {
    return def.checks?.some((check) => check.kind === 'max' || check.kind === 'length') ? [] : [`${path || '(root)'}: string without max`];
  }
  if (s instanceof z.ZodArray) {
    const bounded = (s._def as { maxLength: unknown; exactLength: unknown }).maxLength || (s._def as { exactLength: unknown }).exactLength;
    return [...(bounded ? [] : [`${path}: array without max`]), ...unboundedFields(s.element, `${path}[]`)];
  }
  if (s instanceof z.ZodObject) {
    return Object.entries(s.shape as Record<string, ZodTypeAny>).flatMap(([key, value]) => unboundedFields(value, path ? `${path}.${key}` : key));
  }
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) return unboundedFields(s.unwrap(), path);
  if (s instanceof z.ZodDefault) return unboundedFields(s.removeDefault(), path);
  if (s instanceof z.ZodEffects) return unboundedFields(s.innerType(), path);
  // A pipeline's output is derived from its input: the input is what the caller controls.
  if (s instanceof z.ZodPipeline) return unboundedFields(s._def.in, path);
  if (s instanceof z.ZodBranded) return unboundedFields(s.unwrap(), path);
  if (s instanceof z.ZodUnion || s instanceof z.ZodDiscriminatedUnion) {
    return (s.options as ZodTypeAny[]).flatMap((option) => unboundedFields(option, path));
  }
  if (s instanceof z.ZodRecord) return [`${path}: record`, ...unboundedFields(s.valueSchema, `${path}{}`)];
  if (s instanceof z.ZodIntersection) return [...unboundedFields(s._def.left, path), ...unboundedFields(s._def.right, path)];
  if (s instanceof z.ZodTuple) return (s.items as ZodTypeAny[]).flatMap((item, index) => unboundedFields(item, `${path}[${index}]`));
  return [];
}
