// What every store-backed command does around its work: open the store (exit 1 with where it looked when it cannot),
// run the command, print its error as one line (exit 1), and close the store whatever happened.
import { describeStore, openStore, type StoreOptions } from "../store";
import type { LeadStore } from "../store/types";

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runWithStore(
  where: StoreOptions,
  err: (text: string) => void,
  command: (store: LeadStore) => Promise<number>,
): Promise<number> {
  let store: LeadStore;
  try {
    store = await openStore(where);
  } catch (error) {
    err(`Cannot open the leads database (${describeStore(where)}): ${messageOf(error)}\n`);
    return 1;
  }
  try {
    return await command(store);
  } catch (error) {
    err(`${messageOf(error)}\n`);
    return 1;
  } finally {
    await store.close();
  }
}
