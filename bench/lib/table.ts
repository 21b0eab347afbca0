/** One line of the report; `pass` undefined = informational. */
export interface Row {
  metric: string;
  value: string;
  target: string;
  pass?: boolean;
  note?: string;
}

export function printTable(rows: Row[], title: string) {
  const cells = rows.map((r) => [r.metric, r.value, r.target, r.pass === undefined ? '' : r.pass ? 'pass' : 'MISSED', r.note ?? '']);
  const head = ['Metric', 'Value', 'Target', 'Result', 'Notes'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 1 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  const missed = rows.filter((r) => r.pass === false);
  console.log(`\n${title}\n\n${line(head)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
  console.log(missed.length ? `\nMISSED ${missed.length} target(s): ${missed.map((r) => r.metric).join('; ')}` : '\nAll targets met.');
}
