import CircuitBreaker from 'opossum';
import type { Metrics } from '../metrics';

/** Over this share of failed calls (network error, timeout, 5xx) in the rolling window, the circuit opens. */
export const BREAKER_ERROR_PERCENTAGE = 50;
/** Calls in the window before the circuit may open (one slow failure must not cut a service off). */
export const BREAKER_VOLUME_THRESHOLD = 5;
/** How long an open circuit fails fast before one trial call (half-open) may close it again. */
export const BREAKER_RESET_MS = 3_000;
const ROLLING_WINDOW_MS = 10_000;

export type CircuitState = 'closed' | 'open' | 'half-open';

/** A 5xx answer: counted as a failure by the breaker, then handed back to the caller to be mapped. */
export class UpstreamServerError<R> extends Error {
  constructor(readonly result: R) {
    super('upstream answered 5xx');
  }
}

type Action = (run: () => Promise<unknown>) => Promise<unknown>;

/**
 * One circuit breaker (opossum) per upstream service and gateway instance, shared by every request: a service
 * that keeps failing is answered UPSTREAM_ERROR at once instead of costing each request the full timeout, and
 * one trial call after `BREAKER_RESET_MS` closes the circuit again when the service is back. 4xx answers are
 * the caller's fault and count as successes.
 */
export class Breakers {
  private readonly circuits = new Map<string, CircuitBreaker<[() => Promise<unknown>], unknown>>();

  /** `metrics`: every call's duration by service and status, and the circuits' state changes. */
  constructor(private readonly options: { resetMs?: number; metrics?: Metrics } = {}) {}

  /** Runs `run` through the service's circuit; throws opossum's EOPENBREAKER error while it is open. */
  fire<R extends { response: Response }>(service: string, run: () => Promise<R>): Promise<R> {
    const started = performance.now();
    const answer = this.circuit(service).fire(run) as Promise<R>;
    const { metrics } = this.options;
    if (!metrics) return answer;
    const observe = (status: string) =>
      metrics.upstreamCalls.observe({ service, status }, (performance.now() - started) / 1000);
    answer.then(({ response }) => observe(String(response.status)), (error: unknown) => {
      if (error instanceof UpstreamServerError) observe(String((error.result as { response: Response }).response.status));
      else observe(isOpenCircuit(error) ? 'open' : 'error');
    });
    return answer;
  }

  state(service: string): CircuitState {
    const circuit = this.circuits.get(service);
    if (!circuit) return 'closed';
    return circuit.opened ? 'open' : circuit.halfOpen ? 'half-open' : 'closed';
  }

  /** Every service seen so far with its circuit state. */
  states(): Record<string, CircuitState> {
    return Object.fromEntries([...this.circuits.keys()].map((name) => [name, this.state(name)]));
  }

  shutdown() {
    for (const circuit of this.circuits.values()) circuit.shutdown();
    this.circuits.clear();
  }

  private circuit(service: string) {
    let circuit = this.circuits.get(service);
    if (!circuit) {
      const action: Action = async (run) => {
        const result = await run() as { response: Response };
        if (result.response.status >= 500) throw new UpstreamServerError(result);
        return result;
      };
      circuit = new CircuitBreaker(action, {
        name: service,
        timeout: false,
        errorThresholdPercentage: BREAKER_ERROR_PERCENTAGE,
        volumeThreshold: BREAKER_VOLUME_THRESHOLD,
        resetTimeout: this.options.resetMs ?? BREAKER_RESET_MS,
        rollingCountTimeout: ROLLING_WINDOW_MS,
      });
      this.circuits.set(service, circuit);
      this.observeStates(service, circuit);
    }
    return circuit;
  }

  private observeStates(service: string, circuit: CircuitBreaker<[() => Promise<unknown>], unknown>) {
    const { metrics } = this.options;
    if (!metrics) return;
    metrics.breakerOpen.set({ service }, 0);
    const changed = (state: CircuitState) => () => {
      metrics.breakerTransitions.inc({ service, state });
      metrics.breakerOpen.set({ service }, state === 'closed' ? 0 : 1);
    };
    circuit.on('open', changed('open'));
    circuit.on('halfOpen', changed('half-open'));
    circuit.on('close', changed('closed'));
  }
}

export const isOpenCircuit = (error: unknown) => (error as { code?: string } | null)?.code === 'EOPENBREAKER';
