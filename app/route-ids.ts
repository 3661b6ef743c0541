import { DEFAULT_LOCALE_CODE } from "../shared/locale-path";

// A page's route in English has the page table's id ("about"); in another language the id after its code ("de:about").
export function routeIdIn(id: string, code: string): string {
  return code === DEFAULT_LOCALE_CODE ? id : `${code}:${id}`;
}

/** The page table's id of a route's id, in any language. */
export function pageIdOf(routeId: string): string {
  const colon = routeId.indexOf(":");
  return colon === -1 ? routeId : routeId.slice(colon + 1);
}
