import {
  GraphQLError, Kind,
  type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule,
} from 'graphql';

export const MAX_QUERY_DEPTH = 12;

/** Rejects operations nested deeper than `maxDepth` fields (introspection fields are not counted). */
export function depthLimitRule(maxDepth = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    const depth = (set: SelectionSetNode, seen: ReadonlySet<string>): number => {
      let max = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          max = Math.max(max, sel.selectionSet ? 1 + depth(sel.selectionSet, seen) : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depth(sel.selectionSet, seen));
        } else {
          const fragment = fragments.get(sel.name.value);
          if (!fragment || seen.has(sel.name.value)) continue;
          max = Math.max(max, depth(fragment.selectionSet, new Set([...seen, sel.name.value])));
        }
      }
      return max;
    };
    return {
      OperationDefinition(node) {
        const d = depth(node.selectionSet, new Set());
        if (d > maxDepth) {
          context.reportError(new GraphQLError(`The operation is ${d} levels deep; the limit is ${maxDepth}.`, {
            nodes: [node],
          }));
        }
      },
    };
  };
}
