/** Lucide's file/sprite id of an icon component name: "Settings2" → "settings-2". */
export function iconId(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase();
}
