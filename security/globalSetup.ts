// One stack for the whole suite: started once before the first test file, stopped after the last.
import type { TestProject } from 'vitest/node';
import { COST_BUDGET_PER_MINUTE, CUSTOMERS, signIn, startStack, type Customer, type Stack, type StackInfo } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

let stack: Stack | undefined;

export default async function setup(project: TestProject) {
  stack = await startStack({ COST_BUDGET_PER_MINUTE: String(COST_BUDGET_PER_MINUTE) });
  try {
    const tokens = {} as Record<Customer, string>;
    for (const [name, email] of Object.entries(CUSTOMERS) as [Customer, string][]) {
      tokens[name] = await signIn(stack.servicesOrigin, stack.gatewayOrigin, email);
    }
    const { output: _output, stop: _stop, ...info } = stack;
    project.provide('stack', { ...info, tokens });
  } catch (error) {
    await stack.stop();
    stack = undefined;
    throw error;
  }
  return async () => {
    await stack?.stop();
    stack = undefined;
  };
}
