/** The one error class of the service: a status and the JSON body the client receives. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown> | string, headers: Record<string, string> = {}) {
    const b = typeof body === 'string' ? { detail: body } : body;
    super(typeof b.detail === 'string' ? b.detail : `HTTP ${status}`);
    this.status = status;
    this.body = b;
    this.headers = headers;
  }
}
