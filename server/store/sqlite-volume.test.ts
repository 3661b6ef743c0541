// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkVolumeWritable, journalProbe } from "./sqlite";
import { StoreUnavailableError } from "./shared";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a commit on a volume that turned read-only", () => {
  it("is refused when the database's own mount (the longest match, spaces escaped) or its file system is read-only", () => {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "nexora-volume-")));
    dirs.push(root);
    const data = path.join(root, "faults x", "data");
    fs.mkdirSync(data, { recursive: true });
    const other = path.join(root, "other");
    fs.mkdirSync(other);
    const escaped = data.replaceAll(" ", "\\040");
    const mountinfo = path.join(root, "mountinfo");
    const write = (dataOptions: string, superOptions: string) =>
      fs.writeFileSync(
        mountinfo,
        [
          "22 1 8:1 / / rw,relatime - ext4 /dev/sda1 rw",
          `40 22 7:0 / ${escaped} ${dataOptions} - ext4 /dev/loop0 ${superOptions}`,
          `41 22 7:1 / ${other} ro,relatime - ext4 /dev/loop1 ro`,
          "",
        ].join("\n"),
      );
    write("rw,relatime", "rw,errors=remount-ro");
    expect(() => checkVolumeWritable(path.join(data, "leads.sqlite"), mountinfo)).not.toThrow();
    // ext4 after a disk error: the super block turns read-only, the mount's own flags stay rw.
    write("rw,relatime", "ro,errors=remount-ro");
    expect(() => checkVolumeWritable(path.join(data, "leads.sqlite"), mountinfo)).toThrow(/is read-only: nothing can be stored/);
    write("ro,relatime", "rw");
    expect(() => checkVolumeWritable(path.join(data, "leads.sqlite"), mountinfo)).toThrow(/read-only/);
    // Another read-only mount and the root's own entry do not count.
    write("rw,relatime", "rw");
    expect(() => checkVolumeWritable(path.join(root, "leads.sqlite"), mountinfo)).not.toThrow();
    expect(() => checkVolumeWritable(":memory:", mountinfo)).not.toThrow();
  });
});

describe("the journal probe after a commit", () => {
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-probe-"));
    dirs.push(dir);
    return dir;
  };

  it("changes the size of a file only this process holds, leaving nothing in the folder", () => {
    const dir = folder();
    const sizes: number[] = [];
    const probe = journalProbe(path.join(dir, "leads.sqlite"), (fd, size) => {
      fs.ftruncateSync(fd, size);
      sizes.push(fs.fstatSync(fd).size);
    });
    probe.afterCommit();
    probe.afterCommit();
    probe.afterCommit();
    // A size change each time: only a change needs the file system's journal.
    expect(sizes).toEqual([1, 0, 1]);
    expect(fs.readdirSync(dir)).toEqual([]);
    probe.close();
  });

  it("refuses the commit when the volume refuses the change (a journal aborted after a disk error)", () => {
    const probe = journalProbe(path.join(folder(), "leads.sqlite"), () => {
      throw Object.assign(new Error("EROFS: read-only file system, ftruncate"), { code: "EROFS" });
    });
    expect(() => probe.afterCommit()).toThrow(StoreUnavailableError);
    expect(() => probe.afterCommit()).toThrow(/refused a change after a commit \(EROFS\): the commit may not be on disk/);
    probe.close();
  });

  it("needs no file for a database in memory", () => {
    const probe = journalProbe(":memory:", () => {
      throw new Error("not called");
    });
    expect(() => probe.afterCommit()).not.toThrow();
  });
});
