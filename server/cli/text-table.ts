/** A plain-text table for the terminal: columns padded to their widest cell (by characters, not UTF-16 units), a rule under the header. */
export function textTable(header: string[], body: string[][]): string[] {
  const widths = header.map((h, i) => Math.max([...h].length, ...body.map((cells) => [...cells[i]].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell + " ".repeat(widths[i] - [...cell].length))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)];
}
