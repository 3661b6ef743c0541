// zxcvbn's estimate of how guessable a password is (docs/decisions/0022-desk.md), asked of a worker thread that starts
// on the first question and ends after a minute without one: the word lists take memory only while passwords are set.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

interface StrengthRequest {
  id: number;
  password: string;
  userInputs: string[];
}

export interface StrengthAnswer {
  id: number;
  score: number;
  warning: string | null;
  suggestions: string[];
}

const IDLE_MS = 60_000;
let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: StrengthAnswer) => void; reject: (e: unknown) => void }>();

function start(): Worker {
  // A path, not `new URL(…, import.meta.url)`, which bundlers rewrite into an asset address.
  const w = new Worker(path.join(path.dirname(fileURLToPath(import.meta.url)), "password-strength-worker.mjs"));
  w.on("message", (answer: StrengthAnswer) => {
    waiting.get(answer.id)?.resolve(answer);
    waiting.delete(answer.id);
    if (waiting.size === 0) w.unref();
  });
  const fail = (error: unknown) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    if (worker === w) worker = undefined;
  };
  w.on("error", fail);
  w.on("exit", (code) => fail(new Error(`the password strength worker stopped (exit ${code})`)));
  return w;
}

/** zxcvbn's score (0–4) of `password`, with `userInputs` counted as guessable words, and its feedback in English. */
export function strengthOf(password: string, userInputs: string[]): Promise<StrengthAnswer> {
  worker ??= start();
  const w = worker;
  w.ref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (waiting.size === 0 && worker === w) {
      worker = undefined;
      void w.terminate();
    }
  }, IDLE_MS).unref();
  const id = nextId++;
  return new Promise<StrengthAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request: StrengthRequest = { id, password, userInputs };
    w.postMessage(request);
  });
}
