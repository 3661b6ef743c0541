import { EventEmitter } from "node:events";

/** A response as the server's queue middlewares use it (Express's chain and Node's writeHead/end), recording what they sent. */
export class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, string> = {};
  body: string | undefined = undefined;
  writableEnded = false;
  closed = false;
  turnedAway?: string;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  set(headers: Record<string, string>) {
    Object.assign(this.headers, headers);
    return this;
  }
  type() {
    return this;
  }
  send(body: string) {
    this.body = body;
    this.writableEnded = true;
    return this;
  }
  writeHead(status: number, headers: Record<string, string>) {
    return this.status(status).set(headers);
  }
  end(body?: string) {
    return this.send(body ?? "");
  }
  /** The handler behind the middleware answered: the request is done. */
  finish() {
    this.writableEnded = true;
    this.emit("close");
  }
}
