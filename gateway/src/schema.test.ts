import { getNullableType, introspectionFromSchema, isEnumType, isInterfaceType, isNonNullType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema';

describe('schema', () => {
  const schema = buildSchema();

  it('describes every type, field and enum value (GraphiQL users read them)', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
      if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });

  it('describes every argument of every field and directive in introspection: what it does, its limits and default', () => {
    const { __schema } = introspectionFromSchema(schema);
    const missing: string[] = [];
    for (const type of __schema.types) {
      if (type.name.startsWith('__') || (type.kind !== 'OBJECT' && type.kind !== 'INTERFACE')) continue;
      for (const field of type.fields) {
        for (const arg of field.args) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    for (const directive of __schema.directives) {
      for (const arg of directive.args) if (!arg.description?.trim()) missing.push(`@${directive.name}(${arg.name})`);
    }
    expect(missing).toEqual([]);
  });

  it('answers every mutation in one shape: a …Payload with `error: MutationError`, `fieldErrors` only as [FieldError!]!', () => {
    const odd: string[] = [];
    for (const field of Object.values(schema.getMutationType()!.getFields())) {
      const payload = getNullableType(field.type);
      const expected = `${field.name[0]!.toUpperCase()}${field.name.slice(1)}Payload`;
      if (!isNonNullType(field.type) || !isObjectType(payload) || payload.name !== expected) {
        odd.push(`${field.name}: ${String(field.type)}`);
        continue;
      }
      const { error, fieldErrors } = payload.getFields();
      if (String(error?.type) !== 'MutationError') odd.push(`${payload.name}.error`);
      if (fieldErrors && String(fieldErrors.type) !== '[FieldError!]!') odd.push(`${payload.name}.fieldErrors`);
    }
    expect(odd).toEqual([]);
  });

  it('validates DateTime values', () => {
    const dateTime = schema.getType('DateTime') as import('graphql').GraphQLScalarType;
    expect(dateTime.parseValue('2026-11-21T10:15:00.000Z')).toBe('2026-11-21T10:15:00.000Z');
    expect(() => dateTime.parseValue('yesterday')).toThrow(/ISO 8601/);
    expect(dateTime.serialize(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
