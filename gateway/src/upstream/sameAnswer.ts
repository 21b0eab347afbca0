/**
 * Parsed answers kept for a call that is repeated unchanged: the orders page reads every batch of the customer's super
 * orders on each request (spec §7: batches of 100, as many as there are), 100 kB of JSON each, nearly always the
 * same bytes as a moment ago. When an answer's bytes equal the last answer kept for the same caller and URL (a
 * memory comparison, no hash), the value parsed then is answered again instead of parsing — and of allocating the
 * objects again, which the garbage collector would then have to move and free. A kept value is shared by the requests
 * of the same caller that read it: the resolvers only tag such objects with their type in place (`toOrderModel`: the
 * same tag every time) and never change them otherwise. The key holds the caller's token, so no customer ever gets
 * another's value. A few entries, least recently used dropped first.
 */
export class SameAnswers {
  private readonly entries = new Map<string, { bytes: Buffer; value: unknown }>();

  constructor(private readonly capacity: number) {}

  /** `bytes` parsed as JSON, or the value parsed from the same bytes last time under `key`. */
  parse(key: string, bytes: Buffer): unknown {
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && kept.bytes.equals(bytes)) {
      this.entries.set(key, kept);
      return kept.value;
    }
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    this.entries.set(key, { bytes, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
