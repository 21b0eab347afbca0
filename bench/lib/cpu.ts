// CPU time of a process (all its threads: JavaScript, garbage collector, libuv pool), from /proc/<pid>/stat:
// utime + stime, in clock ticks (getconf CLK_TCK, 100 on Linux: 10 ms resolution, fine over a run of seconds).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
const clockTicks = () => (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100);

/** Milliseconds of CPU the process has used so far (user + system). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, hence the last ')'): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
}

/** Starts counting the CPU of some processes; `stop()` answers the milliseconds each used meanwhile. */
export function cpuMeter<K extends string>(pids: Record<K, number>): { stop(): Record<K, number> } {
  const start = Object.fromEntries(Object.entries<number>(pids).map(([k, pid]) => [k, cpuMs(pid)])) as Record<K, number>;
  return {
    stop: () => Object.fromEntries(Object.entries<number>(pids).map(([k, pid]) => [k, cpuMs(pid) - start[k as K]])) as Record<K, number>,
  };
}
