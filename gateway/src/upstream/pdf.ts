/** A PDF on its way from an upstream service: its bytes as they arrive, and their number when the service said it. */
export interface PdfStream {
  body: ReadableStream<Uint8Array>;
  /** The upstream's Content-Length; null when it sent none (chunked). */
  contentLength: number | null;
}

/** The stream of a successful `parseAs: 'stream'` answer (an empty stream when the service sent no body). */
export function pdfStream(data: ReadableStream<Uint8Array> | null | undefined, response: { headers: Headers }): PdfStream {
  const length = Number(response.headers.get('content-length'));
  return {
    body: data ?? new ReadableStream({ start: (controller) => controller.close() }),
    contentLength: Number.isSafeInteger(length) && length >= 0 && response.headers.get('content-length') !== null ? length : null,
  };
}
