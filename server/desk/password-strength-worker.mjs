// The password strength estimator on a thread of its own: its word lists (about 50 MB in memory) never join the
// server's heap, where they made V8 let garbage grow further before collecting (bench:desk's streamed export).
// Plain JavaScript, so the thread needs no TypeScript loader; the messages' types are in ./password-strength.ts.
import { parentPort } from "node:worker_threads";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as commonWords from "@zxcvbn-ts/language-common";
import * as englishWords from "@zxcvbn-ts/language-en";

const checker = new ZxcvbnFactory({
  translations: englishWords.translations,
  graphs: commonWords.adjacencyGraphs,
  dictionary: { ...commonWords.dictionary, ...englishWords.dictionary },
});

parentPort?.on("message", ({ id, password, userInputs }) => {
  const { score, feedback } = checker.check(password, userInputs);
  parentPort?.postMessage({ id, score, warning: feedback.warning, suggestions: feedback.suggestions });
});
