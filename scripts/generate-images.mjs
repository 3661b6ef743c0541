#!/usr/bin/env node
/**
 * Nexora artwork generator: deterministic, dependency-free SVG illustrations.
 *
 * Usage:
 *   node scripts/generate-images.mjs              write every SVG into public/
 *   node scripts/generate-images.mjs --png        also render the PNGs (og-image.png,
 *                                                 apple-touch-icon.png, icon-192/512.png)
 *                                                 with headless Chromium
 *   node scripts/generate-images.mjs --out DIR    write into DIR instead of public/
 *   CHROMIUM=/path/to/chromium node scripts/generate-images.mjs --png
 *
 * Output is a pure function of this file: every image draws from its own PRNG
 * seeded with its file name, so re-running produces byte-identical files.
 */
import { mkdirSync, writeFileSync, statSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outIdx = args.indexOf("--out");
const OUT = outIdx >= 0 ? resolve(args[outIdx + 1]) : join(ROOT, "public");
const WANT_PNG = args.includes("--png");

/* ------------------------------------------------------------------ palette */
const C = {
  P: "#2046d6", // primary blue
  N: "#0b1533", // deep navy
  O: "#ff6a3d", // accent orange
  T: "#14b8a6", // teal
  L: "#eef2ff", // light tint
  W: "#fff",
  // derived tints / shades
  B2: "#6f8af0",
  B3: "#c3cffb",
  B4: "#dfe6fe",
  O2: "#ffb49c",
  O3: "#ffe6dd",
  T2: "#8ee0d5",
  T3: "#d3f5f0",
  N2: "#1a2650",
  N3: "#33407a",
  F: "#f5f7fe",
  G1: "#e7ebf4",
  G2: "#cdd5e3",
  G3: "#94a3b8",
  GR: "#64748b",
};
const FONT = "Plus Jakarta Sans Variable, Arial, sans-serif";
const TINT = { [C.P]: C.B4, [C.O]: C.O3, [C.T]: C.T3, [C.N]: C.B4 };

/* ---------------------------------------------------------------- PRNG */
function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function prng(seed) {
  let a = hash(String(seed));
  const f = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  f.range = (lo, hi) => lo + f() * (hi - lo);
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (arr) => arr[Math.floor(f() * arr.length)];
  f.shuffle = (arr) => {
    const a2 = arr.slice();
    for (let i = a2.length - 1; i > 0; i--) {
      const j = Math.floor(f() * (i + 1));
      [a2[i], a2[j]] = [a2[j], a2[i]];
    }
    return a2;
  };
  return f;
}

/* ---------------------------------------------------------------- SVG primitives */
/** coordinate precision: 1 decimal for small artwork (logos, icons), integers for illustrations */
let PREC = 10;
const num = (v) => String(Math.round(v * PREC) / PREC).replace(/^(-?)0\./, "$1.");
const k = (v) => Math.round(v * PREC) / PREC;
const at = (o) =>
  Object.entries(o)
    .map(([a, v]) =>
      v === undefined || v === null || v === false || ((a === "x" || a === "y") && v === 0)
        ? ""
        : ` ${a}="${typeof v === "number" ? (a.endsWith("opacity") ? String(Math.round(v * 100) / 100).replace(/^0\./, ".") : num(v)) : v}"`,
    )
    .join("");
const el = (t, o, c) => (c == null ? `<${t}${at(o)}/>` : `<${t}${at(o)}>${c}</${t}>`);
const R = (x, y, w, h, fill, rx, o) => el("rect", { x, y, width: w, height: h, rx: rx || undefined, fill, ...o });
const Ci = (cx, cy, r, fill, o) => el("circle", { cx, cy, r, fill, ...o });
const E = (cx, cy, rx, ry, fill, o) => el("ellipse", { cx, cy, rx, ry, fill, ...o });
const P = (d, fill, o) => el("path", { d, fill, ...o });
const G = (o, ...c) => el("g", o, c.join(""));
const S = (d, stroke, sw, o) => el("path", { d, fill: "none", stroke, "stroke-width": sw, ...o });
const M = (pts) => "M" + pts.map(([x, y]) => `${k(x)} ${k(y)}`).join("L");
const Z = (pts) => M(pts) + "Z";
/** placeholder "text" lines: [[x, y, len], ...] drawn as one round-capped path */
const lines = (arr, col, sw, o) =>
  arr.length ? S(arr.map(([x, y, l]) => `M${k(x)} ${k(y)}h${k(Math.max(l, 0.1))}`).join(""), col, sw, o) : "";
const tr = (x, y, s, body, rot) =>
  G({ transform: `translate(${k(x)} ${k(y)})${s && s !== 1 ? ` scale(${s})` : ""}${rot ? ` rotate(${rot})` : ""}` }, body);
/**
 * Many same-coloured rounded rects as ONE path: each rect is inset by rad and outlined with a
 * same-coloured stroke of width 2*rad; the inherited round line-join gives the rounded corners.
 */
const RR = (list, fill, rad, o) =>
  list.length
    ? P(
        list
          .map(([x, y, w, h]) => {
            const r2 = Math.min(rad, w / 2, h / 2);
            return `M${k(x + r2)} ${k(y + r2)}h${k(w - 2 * r2)}v${k(h - 2 * r2)}h${k(-(w - 2 * r2))}z`;
          })
          .join(""),
        fill,
        { stroke: fill, "stroke-width": 2 * Math.min(rad, ...list.map(([, , w, h]) => Math.min(w, h) / 2)), ...o },
      )
    : "";
/** many same-coloured dots as round-capped zero-length strokes */
const DOTS = (list, r, col, o) => (list.length ? S(list.map(([x, y]) => `M${k(x)} ${k(y)}h0`).join(""), col, 2 * r, o) : "");
/** items [[colour, ...rest]] grouped by colour and drawn with fn(rests, colour) */
const byCol = (items, fn) => {
  const m = {};
  for (const [c, ...v] of items) (m[c] ||= []).push(v);
  return Object.entries(m)
    .map(([c, l]) => fn(l, c))
    .join("");
};
/** soft flat drop shadow: the same shape offset downwards in translucent navy */
const sh = (x, y, w, h, rx, dy = 10) => R(x, y + dy, w, h, C.N, rx, { opacity: 0.07 });
const card = (x, y, w, h, rx = 14, fill = C.W) => sh(x, y, w, h, rx) + R(x, y, w, h, fill, rx);

function smooth(pts, closed = false) {
  const n = pts.length;
  let d = `M${k(pts[0][0])} ${k(pts[0][1])}`;
  const seg = closed ? n : n - 1;
  for (let i = 0; i < seg; i++) {
    const a = closed ? pts[(i - 1 + n) % n] : pts[Math.max(i - 1, 0)];
    const b = pts[i],
      c = pts[(i + 1) % n];
    const e = closed ? pts[(i + 2) % n] : pts[Math.min(i + 2, n - 1)];
    const t = 1 / 6;
    d += `C${k(b[0] + (c[0] - a[0]) * t)} ${k(b[1] + (c[1] - a[1]) * t)} ${k(c[0] - (e[0] - b[0]) * t)} ${k(c[1] - (e[1] - b[1]) * t)} ${k(c[0])} ${k(c[1])}`;
  }
  return d + (closed ? "Z" : "");
}
function blob(cx, cy, rx, ry, r, fill, o) {
  const n = 7,
    pts = [];
  const off = r.range(0, Math.PI);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2,
      f = r.range(0.86, 1.06);
    pts.push([Math.round(cx + Math.cos(a) * rx * f), Math.round(cy + Math.sin(a) * ry * f)]);
  }
  return P(smooth(pts, true), fill, o);
}

/**
 * Lossless size pass over the markup. Only touches runs of consecutive self-closing siblings
 * (nothing in between), so z-order is preserved:
 *  1. adjacent stroke-only paths with identical attributes are merged into one path;
 *  2. 3+ adjacent elements with the same solid fill are wrapped in <g fill> and lose their own fill.
 */
function optimize(body) {
  const parts = body.split(/(<[a-z]+(?:\s[^<>]*)?\/>)/);
  const out = [];
  let run = [];
  const flush = () => {
    // 0. runs of plain circles (same r + fill) -> round-capped zero-length strokes;
    //    runs of plain rects (same rx + fill) -> one path, corners rounded by a same-colour stroke
    const conv = [];
    for (let i = 0; i < run.length;) {
      const e = run[i],
        keys = Object.keys(e.a).sort().join();
      const plainC = e.tag === "circle" && keys === "cx,cy,fill,r" && !e.a.fill.startsWith("url") && e.a.fill !== "none";
      const plainR =
        e.tag === "rect" &&
        /^(fill,height,)?(rx,)?(width,)?(x,)?(y)?$/.test(keys.replace(/,?$/, "")) &&
        e.a.fill &&
        !e.a.fill.startsWith("url") &&
        e.a.fill !== "none" &&
        e.a.width &&
        e.a.height;
      let j = i + 1;
      const same = (f) =>
        f.tag === e.tag &&
        Object.keys(f.a).sort().join() === keys &&
        f.a.fill === e.a.fill &&
        (e.tag === "circle" ? f.a.r === e.a.r : (f.a.rx || "0") === (e.a.rx || "0"));
      if (plainC || plainR) while (j < run.length && same(run[j])) j++;
      if (j - i >= 2 && plainC) {
        conv.push({
          tag: "path",
          a: {
            d: run
              .slice(i, j)
              .map((c) => `M${c.a.cx} ${c.a.cy}h0`)
              .join(""),
            stroke: e.a.fill,
            "stroke-width": num(2 * +e.a.r),
          },
        });
      } else if (j - i >= 2 && plainR && run.slice(i, j).every((q) => Math.min(+q.a.width, +q.a.height) >= 2 * +(q.a.rx || 0))) {
        const rad = +(e.a.rx || 0);
        const d = run
          .slice(i, j)
          .map((q) => {
            const x = +(q.a.x || 0) + rad,
              y = +(q.a.y || 0) + rad,
              w = +q.a.width - 2 * rad,
              h = +q.a.height - 2 * rad;
            return `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`;
          })
          .join("");
        conv.push({ tag: "path", a: rad ? { d, fill: e.a.fill, stroke: e.a.fill, "stroke-width": num(2 * rad) } : { d, fill: e.a.fill } });
      } else conv.push(...run.slice(i, j));
      i = j;
    }
    // 1. merge stroke paths
    const merged = [];
    for (const e of conv) {
      const prev = merged[merged.length - 1];
      if (prev && e.tag === "path" && prev.tag === "path" && e.a.fill === "none" && prev.a.fill === "none") {
        const { d: d1, ...r1 } = prev.a,
          { d: d2, ...r2 } = e.a;
        if (JSON.stringify(r1) === JSON.stringify(r2)) {
          prev.a.d = d1 + d2;
          continue;
        }
      }
      merged.push({ tag: e.tag, a: { ...e.a } });
    }
    // 2. group by fill
    const ser = (e, skipFill) =>
      `<${e.tag}${Object.entries(e.a)
        .map(([k2, v]) => (skipFill && k2 === "fill" ? "" : ` ${k2}="${v}"`))
        .join("")}/>`;
    for (let i = 0; i < merged.length;) {
      const f = merged[i].a.fill;
      let j = i;
      while (j < merged.length && merged[j].a.fill === f) j++;
      if (f && f !== "none" && !f.startsWith("url") && j - i >= 3)
        out.push(
          `<g fill="${f}">${merged
            .slice(i, j)
            .map((e) => ser(e, true))
            .join("")}</g>`,
        );
      else out.push(...merged.slice(i, j).map((e) => ser(e, false)));
      i = j;
    }
    run = [];
  };
  parts.forEach((t, i) => {
    if (i % 2 === 0) {
      if (t !== "") {
        flush();
        out.push(t);
      }
      return;
    }
    const m = t.match(/^<([a-z]+)/),
      a = {};
    for (const [, k2, v] of t.matchAll(/\s([\w:-]+)="([^"]*)"/g)) a[k2] = v;
    run.push({ tag: m[1], a });
  });
  flush();
  return out.join("");
}

function svg(w, h, body, o = {}) {
  body = optimize(body);
  const vb = o.viewBox || `0 0 ${w} ${h}`;
  const defs = body.includes("url(#d)")
    ? `<defs><pattern id="d" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${o.dot || C.B3}"/></pattern></defs>`
    : "";
  // round caps/joins are inherited by every stroked shape (only donut segments opt out)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}" stroke-linecap="round" stroke-linejoin="round">${defs}${body}</svg>\n`;
}
const dots = (x, y, w, h) => R(x, y, w, h, "url(#d)");

/* ---------------------------------------------------------------- icon-ish shapes */
const check = (cx, cy, s, col, sw) =>
  S(
    M([
      [cx - s * 0.45, cy + s * 0.02],
      [cx - s * 0.12, cy + s * 0.34],
      [cx + s * 0.45, cy - s * 0.3],
    ]),
    col,
    sw || s * 0.2,
  );
const badge = (cx, cy, r, col, icon = "check") =>
  Ci(cx, cy + 7, r, C.N, { opacity: 0.1 }) +
  Ci(cx, cy, r, col) +
  (icon === "check"
    ? check(cx, cy, r * 0.9, C.W, r * 0.17)
    : icon === "up"
      ? S(
          `M${k(cx - r * 0.4)} ${k(cy + r * 0.3)}L${k(cx - r * 0.05)} ${k(cy - r * 0.05)}L${k(cx + r * 0.12)} ${k(cy + r * 0.12)}L${k(cx + r * 0.42)} ${k(cy - r * 0.22)}M${k(cx + r * 0.14)} ${k(cy - r * 0.24)}H${k(cx + r * 0.44)}V${k(cy + r * 0.06)}`,
          C.W,
          r * 0.14,
        )
      : icon === "bolt"
        ? P(
            Z([
              [cx + r * 0.08, cy - r * 0.52],
              [cx - r * 0.32, cy + r * 0.08],
              [cx - r * 0.02, cy + r * 0.08],
              [cx - r * 0.1, cy + r * 0.52],
              [cx + r * 0.32, cy - r * 0.1],
              [cx + r * 0.02, cy - r * 0.1],
            ]),
            C.W,
          )
        : icon === "heart"
          ? P(
              `M${k(cx)} ${k(cy + r * 0.42)}C${k(cx - r * 0.9)} ${k(cy - r * 0.1)} ${k(cx - r * 0.4)} ${k(cy - r * 0.72)} ${k(cx)} ${k(cy - r * 0.24)}C${k(cx + r * 0.4)} ${k(cy - r * 0.72)} ${k(cx + r * 0.9)} ${k(cy - r * 0.1)} ${k(cx)} ${k(cy + r * 0.42)}Z`,
              C.W,
            )
          : icon === "bell"
            ? P(
                `M${k(cx - r * 0.38)} ${k(cy + r * 0.22)}V${k(cy - r * 0.05)}A${k(r * 0.38)} ${k(r * 0.38)} 0 0 1 ${k(cx + r * 0.38)} ${k(cy - r * 0.05)}V${k(cy + r * 0.22)}L${k(cx + r * 0.5)} ${k(cy + r * 0.34)}H${k(cx - r * 0.5)}Z`,
                C.W,
              ) + Ci(cx, cy + r * 0.48, r * 0.12, C.W)
            : "");

function cloud(cx, cy, s, fill, o) {
  return G(
    { fill, ...o },
    Ci(cx - s * 0.22, cy + s * 0.02, s * 0.2) +
      Ci(cx + s * 0.02, cy - s * 0.1, s * 0.27) +
      Ci(cx + s * 0.26, cy + s * 0.04, s * 0.18) +
      R(cx - s * 0.42, cy + s * 0.02, s * 0.86, s * 0.2, undefined, s * 0.1),
  );
}
function shield(cx, y, w, h, fill, shade = true) {
  const a = w / 2;
  const right = `M${k(cx)} ${k(y)}L${k(cx + a)} ${k(y + h * 0.16)}V${k(y + h * 0.46)}C${k(cx + a)} ${k(y + h * 0.74)} ${k(cx + a * 0.45)} ${k(y + h * 0.92)} ${k(cx)} ${k(y + h)}`;
  const left = `C${k(cx - a * 0.45)} ${k(y + h * 0.92)} ${k(cx - a)} ${k(y + h * 0.74)} ${k(cx - a)} ${k(y + h * 0.46)}V${k(y + h * 0.16)}Z`;
  return P(right + left, fill) + (shade ? P(right + "Z", C.N, { opacity: 0.14 }) : "");
}
function lock(cx, cy, s, body = C.W, hole = C.P) {
  return (
    S(`M${k(cx - s * 0.28)} ${k(cy)}V${k(cy - s * 0.2)}a${k(s * 0.28)} ${k(s * 0.28)} 0 0 1 ${k(s * 0.56)} 0V${k(cy)}`, body, s * 0.11) +
    R(cx - s / 2, cy - s * 0.04, s, s * 0.74, body, s * 0.12) +
    Ci(cx, cy + s * 0.28, s * 0.09, hole) +
    R(cx - s * 0.035, cy + s * 0.3, s * 0.07, s * 0.16, hole, s * 0.03)
  );
}
function gear(cx, cy, Rr, n, fill, hole = C.W) {
  const pts = [],
    st = (2 * Math.PI) / n,
    r = Rr * 0.76;
  for (let i = 0; i < n; i++) {
    const a = i * st;
    for (const [da, rr] of [
      [-0.27, r],
      [-0.16, Rr],
      [0.16, Rr],
      [0.27, r],
    ])
      pts.push([cx + Math.cos(a + da * st) * rr, cy + Math.sin(a + da * st) * rr]);
  }
  return P(Z(pts.map(([x, y]) => [Math.round(x), Math.round(y)])), fill) + Ci(cx, cy, Rr * 0.32, hole);
}
function star(cx, cy, Rr, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5,
      rr = i % 2 ? Rr * 0.46 : Rr;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return P(Z(pts), fill);
}
function magnifier(cx, cy, r, col = C.N, lens = C.W, inner = "") {
  return (
    S(`M${k(cx + r * 0.72)} ${k(cy + r * 0.72)}L${k(cx + r * 1.55)} ${k(cy + r * 1.55)}`, col, r * 0.28) +
    Ci(cx, cy, r, lens) +
    inner +
    Ci(cx, cy, r, "none", { stroke: col, "stroke-width": r * 0.18 })
  );
}
function rocket(cx, cy, s, rot = 45) {
  const b = `M0 ${k(-s * 0.5)}C${k(s * 0.22)} ${k(-s * 0.32)} ${k(s * 0.2)} ${k(s * 0.05)} ${k(s * 0.15)} ${k(s * 0.3)}H${k(-s * 0.15)}C${k(-s * 0.2)} ${k(s * 0.05)} ${k(-s * 0.22)} ${k(-s * 0.32)} 0 ${k(-s * 0.5)}Z`;
  const body =
    P(`M${k(-s * 0.1)} ${k(s * 0.3)}Q0 ${k(s * 0.82)} ${k(s * 0.1)} ${k(s * 0.3)}Z`, C.O) +
    P(`M${k(-s * 0.05)} ${k(s * 0.3)}Q0 ${k(s * 0.6)} ${k(s * 0.05)} ${k(s * 0.3)}Z`, "#ffd27a") +
    P(
      Z([
        [-s * 0.15, s * 0.02],
        [-s * 0.34, s * 0.3],
        [-s * 0.32, s * 0.4],
        [-s * 0.12, s * 0.3],
      ]),
      C.O,
    ) +
    P(
      Z([
        [s * 0.15, s * 0.02],
        [s * 0.34, s * 0.3],
        [s * 0.32, s * 0.4],
        [s * 0.12, s * 0.3],
      ]),
      C.O,
    ) +
    P(b, C.W) +
    P(`M0 ${k(-s * 0.5)}C${k(s * 0.22)} ${k(-s * 0.32)} ${k(s * 0.2)} ${k(s * 0.05)} ${k(s * 0.15)} ${k(s * 0.3)}H0Z`, C.B4) +
    P(
      `M0 ${k(-s * 0.5)}C${k(s * 0.1)} ${k(-s * 0.42)} ${k(s * 0.16)} ${k(-s * 0.34)} ${k(s * 0.19)} ${k(-s * 0.26)}H${k(-s * 0.19)}C${k(-s * 0.16)} ${k(-s * 0.34)} ${k(-s * 0.1)} ${k(-s * 0.42)} 0 ${k(-s * 0.5)}Z`,
      C.P,
    ) +
    Ci(0, -s * 0.08, s * 0.085, C.P, { stroke: C.N, "stroke-width": s * 0.03 }) +
    R(-s * 0.02, s * 0.1, s * 0.04, s * 0.22, C.P, s * 0.02);
  return tr(cx, cy, 1, body, rot);
}
function globe(cx, cy, r, fill = C.P, line = C.W) {
  const a = r * 0.866;
  return (
    Ci(cx, cy, r, fill) +
    P(`M${k(cx)} ${k(cy - r)}A${k(r)} ${k(r)} 0 0 1 ${k(cx)} ${k(cy + r)}Z`, C.N, { opacity: 0.12 }) +
    G(
      { fill: "none", stroke: line, "stroke-width": r * 0.04, opacity: 0.55 },
      E(cx, cy, r * 0.45, r) +
        P(
          `M${k(cx - r)} ${k(cy)}h${k(2 * r)}M${k(cx - a)} ${k(cy - r / 2)}h${k(2 * a)}M${k(cx - a)} ${k(cy + r / 2)}h${k(2 * a)}M${k(cx)} ${k(cy - r)}v${k(2 * r)}`,
        ),
    )
  );
}
function server(x, y, w, units, r, uh = 44) {
  let s = sh(x, y, w, units * (uh + 8) - 8, 10);
  const lights = [],
    slots = [];
  for (let i = 0; i < units; i++) {
    const yy = y + i * (uh + 8);
    s += R(x, yy, w, uh, C.N, 10);
    lights.push([x + 18, yy + uh / 2, r.pick([C.T, C.T, C.O, C.B2])]);
    slots.push([x + w * 0.45, yy + uh / 2 - 5, w * 0.38], [x + w * 0.45, yy + uh / 2 + 5, w * 0.38]);
  }
  return s + lines(slots, C.N3, 4) + lights.map(([a, b, c]) => Ci(a, b, 5, c) + Ci(a + 16, b, 5, C.N3)).join("");
}
function laptop(cx, by, w, content = "") {
  const h = w * 0.62;
  return (
    sh(cx - w / 2, by - h, w, h, 12) +
    R(cx - w / 2, by - h, w, h, C.N, 12) +
    R(cx - w / 2 + 10, by - h + 10, w - 20, h - 18, C.W, 4) +
    content +
    P(`M${k(cx - w * 0.6)} ${k(by)}H${k(cx + w * 0.6)}L${k(cx + w * 0.54)} ${k(by + 14)}H${k(cx - w * 0.54)}Z`, C.G2) +
    R(cx - w * 0.1, by, w * 0.2, 5, C.G3, 2)
  );
}
function bubble(x, y, w, h, fill, tail = "l", lineCol = C.W) {
  const tx = tail === "l" ? x + 22 : x + w - 22,
    d = tail === "l" ? 1 : -1;
  return (
    sh(x, y, w, h, 16, 8) +
    R(x, y, w, h, fill, 16) +
    P(
      Z([
        [tx, y + h - 2],
        [tx + d * 22, y + h - 2],
        [tx - d * 2, y + h + 16],
      ]),
      fill,
    ) +
    lines(
      [
        [x + 20, y + h * 0.38, w * 0.55],
        [x + 20, y + h * 0.66, w * 0.35],
      ],
      lineCol,
      Math.min(8, h * 0.1),
      { opacity: 0.85 },
    )
  );
}
function cube(cx, cy, a, top, left, right) {
  const c = a * 0.866;
  return (
    P(
      Z([
        [cx, cy - a / 2],
        [cx + c, cy],
        [cx, cy + a / 2],
        [cx - c, cy],
      ]),
      top,
    ) +
    P(
      Z([
        [cx - c, cy],
        [cx, cy + a / 2],
        [cx, cy + a * 1.5],
        [cx - c, cy + a],
      ]),
      left,
    ) +
    P(
      Z([
        [cx, cy + a / 2],
        [cx + c, cy],
        [cx + c, cy + a],
        [cx, cy + a * 1.5],
      ]),
      right,
    )
  );
}
function donut(cx, cy, r, sw, parts, cols, track = C.G1) {
  const L = 2 * Math.PI * r;
  let s = Ci(cx, cy, r, track === "none" ? undefined : "none", { stroke: track });
  let off = 0;
  parts.forEach((p, i) => {
    s += Ci(cx, cy, r, undefined, {
      stroke: cols[i % cols.length],
      "stroke-dasharray": `${k(Math.max(p * L - 3, 1))} ${k(L)}`,
      "stroke-dashoffset": off ? k(-off * L) : undefined,
    });
    off += p;
  });
  return G({ fill: "none", "stroke-width": sw, "stroke-linecap": "butt", transform: `rotate(-90 ${k(cx)} ${k(cy)})` }, s);
}
function trend(n, r, up = 0.55, noise = 0.16) {
  const v = [];
  for (let i = 0; i < n; i++) v.push(Math.min(0.95, Math.max(0.08, 0.18 + (up * i) / (n - 1) + r.range(-noise, noise))));
  return v;
}
function chip(cx, cy, s, body = C.N, pin = C.B2) {
  const p = [];
  for (let i = 0; i < 4; i++) {
    const o = -s * 0.3 + i * s * 0.2;
    p.push(
      `M${k(cx + o)} ${k(cy - s * 0.5)}v${k(-s * 0.16)}M${k(cx + o)} ${k(cy + s * 0.5)}v${k(s * 0.16)}M${k(cx - s * 0.5)} ${k(cy + o)}h${k(-s * 0.16)}M${k(cx + s * 0.5)} ${k(cy + o)}h${k(s * 0.16)}`,
    );
  }
  return (
    S(p.join(""), pin, s * 0.06) +
    R(cx - s / 2, cy - s / 2, s, s, body, s * 0.12) +
    R(cx - s * 0.26, cy - s * 0.26, s * 0.52, s * 0.52, C.P, s * 0.06) +
    P(
      Z([
        [cx + s * 0.04, cy - s * 0.16],
        [cx - s * 0.1, cy + s * 0.03],
        [cx, cy + s * 0.03],
        [cx - s * 0.04, cy + s * 0.16],
        [cx + s * 0.1, cy - s * 0.03],
        [cx, cy - s * 0.03],
      ]),
      C.W,
    )
  );
}

/* ---------------------------------------------------------------- dashboard panels */
const PANELS = {
  kpi(x, y, w, h, r) {
    const col = r.pick([C.P, C.O, C.T]),
      cy = y + h / 2;
    let s =
      Ci(x + 16, cy, 17, TINT[col]) +
      Ci(x + 16, cy, 6, col) +
      lines([[x + 44, cy - 8, w * 0.25]], C.G2, 6) +
      lines([[x + 44, cy + 8, w * 0.34]], C.N, 9);
    if (w > 170) {
      const v = trend(6, r, 0.5, 0.12),
        sx = x + w * 0.7,
        sw = w * 0.3;
      s += S(M(v.map((t, i) => [sx + (sw * i) / 5, cy + 14 - t * 28])), col, 3);
    }
    return s;
  },
  area(x, y, w, h, r) {
    const top = y + 24,
      ch = h - 24,
      n = Math.max(5, Math.min(9, Math.round(w / 60)));
    const col = r.pick([C.P, C.P, C.T]);
    const v = trend(n, r),
      pts = v.map((t, i) => [Math.round(x + (w * i) / (n - 1)), Math.round(top + ch - t * ch)]);
    const v2 = trend(n, r, 0.3, 0.1),
      pts2 = v2.map((t, i) => [Math.round(x + (w * i) / (n - 1)), Math.round(top + ch - t * ch * 0.8)]);
    const line = smooth(pts),
      hi = pts[r.int(2, n - 2)];
    return (
      lines([[x, y + 3, Math.min(w * 0.3, 90)]], C.G2, 6) +
      S(`M${k(x)} ${k(top + ch * 0.33)}h${k(w)}M${k(x)} ${k(top + ch * 0.66)}h${k(w)}M${k(x)} ${k(top + ch)}h${k(w)}`, C.G1, 1.5) +
      P(`${line}L${k(x + w)} ${k(top + ch)}H${k(x)}Z`, col, { opacity: 0.13 }) +
      S(smooth(pts2), C.O2, 3, { "stroke-dasharray": "1 8" }) +
      S(line, col, 3.5) +
      S(`M${hi[0]} ${hi[1]}V${k(top + ch)}`, col, 1.5, { "stroke-dasharray": "3 5" }) +
      Ci(hi[0], hi[1], 6, C.W, { stroke: col, "stroke-width": 3.5 })
    );
  },
  bars(x, y, w, h, r) {
    const top = y + 24,
      ch = h - 24,
      n = Math.max(4, Math.min(12, Math.floor(w / 30))),
      bw = w / n;
    const v = trend(n, r, r.range(0.2, 0.6), 0.2),
      hiI = r.int(Math.floor(n / 2), n - 1);
    const scheme = r.pick([
      [C.B3, C.P],
      [C.P, C.O],
      [C.B3, C.O],
      [C.T2, C.T],
    ]);
    const a = [],
      b = [];
    v.forEach((t, i) => {
      const bh = Math.round(t * ch);
      (i === hiI ? b : a).push([Math.round(x + i * bw + bw * 0.2), top + ch - bh, Math.round(bw * 0.6), bh]);
    });
    const rad = Math.min(4, bw * 0.15);
    return lines([[x, y + 3, Math.min(w * 0.3, 90)]], C.G2, 6) + RR(a, scheme[0], rad) + RR(b, scheme[1], rad);
  },
  donut(x, y, w, h, r) {
    const leg = w - Math.min(h, w * 0.55) > 70,
      d = leg ? Math.min(h, w * 0.55) : Math.min(h, w),
      rr = d * (leg ? 0.36 : 0.32),
      cx = x + (leg ? d / 2 : w / 2),
      cy = y + h / 2;
    const a = r.range(0.35, 0.5),
      b = r.range(0.2, 0.3),
      cols = r.shuffle([C.P, C.O, C.T]);
    let s = donut(cx, cy, rr, rr * 0.42, [a, b, 1 - a - b], cols);
    if (leg) {
      const lx = x + d + 14,
        lw = w - d - 14;
      cols.forEach((c, i) => {
        const ly = cy - 30 + i * 30;
        s += Ci(lx + 5, ly, 5, c) + lines([[lx + 20, ly, lw * r.range(0.4, 0.7)]], C.G2, 6);
      });
    }
    return s;
  },
  list(x, y, w, h, r) {
    const n = Math.max(2, Math.floor((h - 24) / 34));
    const l1 = [],
      l2 = [],
      tints = [],
      cores = [],
      pills = [];
    for (let i = 0; i < n; i++) {
      const yy = y + 30 + i * 34,
        col = r.pick([C.P, C.O, C.T]);
      tints.push([TINT[col], x + 12, yy]);
      cores.push([col, x + 12, yy]);
      l1.push([x + 34, yy - 5, w * r.range(0.25, 0.4)]);
      l2.push([x + 34, yy + 7, w * r.range(0.15, 0.25)]);
      if (w > 180) pills.push([TINT[col], x + w - 48, yy - 8, 48, 16], [col, x + w - 38, yy, 28]);
    }
    return (
      lines([[x, y + 3, Math.min(w * 0.3, 90)]], C.G2, 6) +
      byCol(tints, (l, c) => DOTS(l, 12, c)) +
      byCol(cores, (l, c) => DOTS(l, 4, c)) +
      lines(l1, C.N3, 6) +
      lines(l2, C.G2, 5) +
      byCol(
        pills.filter((q) => q.length === 5),
        (l, c) => RR(l, c, 8),
      ) +
      byCol(
        pills.filter((q) => q.length === 4),
        (l, c) => lines(l, c, 4),
      )
    );
  },
  table(x, y, w, h, r) {
    const cols = [0, 0.3, 0.55, 0.78],
      n = Math.max(2, Math.floor((h - 30) / 30));
    const hd = cols.map((c) => [x + w * c, y + 4, w * 0.12]),
      body = [],
      seps = [],
      dd = [],
      pills = [],
      pl = [];
    for (let i = 0; i < n; i++) {
      const yy = y + 36 + i * 30;
      seps.push(`M${k(x)} ${k(yy - 15)}h${k(w)}`);
      cols.slice(0, 3).forEach((c, j) => body.push([x + w * c + (j ? 0 : 26), yy, w * r.range(0.08, 0.16)]));
      const col = r.pick([C.T, C.O, C.P]);
      dd.push([TINT[col], x + 8, yy]);
      pills.push([TINT[col], x + w * 0.78, yy - 8, 56, 16]);
      pl.push([col, x + w * 0.78 + 10, yy, 36]);
    }
    return (
      lines(hd, C.G2, 6) +
      S(seps.join(""), C.G1, 1.5) +
      lines(body, C.G3, 5) +
      byCol(dd, (l, c) => DOTS(l, 8, c)) +
      byCol(pills, (l, c) => RR(l, c, 8)) +
      byCol(pl, (l, c) => lines(l, c, 4))
    );
  },
  kanban(x, y, w, h, r) {
    const col = r.pick([C.P, C.O, C.T]);
    let yy = y + 22;
    const cards = [],
      tags = [],
      ls = [],
      av = [];
    while (true) {
      const ch = r.int(58, 80);
      if (yy + ch > y + h) break;
      const c2 = r.pick([C.P, C.O, C.T]);
      cards.push([x, yy, w, ch]);
      tags.push([TINT[c2], x + 12, yy + 12, 38, 12]);
      ls.push(
        ...[
          [x + 12, yy + 36, w * r.range(0.4, 0.7)],
          [x + 12, yy + 50, w * 0.3],
        ].slice(0, ch > 66 ? 2 : 1),
      );
      av.push([r.pick(["#f3c9a8", "#c98f67", "#82513a"]), x + w - 18, yy + ch - 16]);
      yy += ch + 10;
    }
    return (
      Ci(x + 5, y + 4, 5, col) +
      lines([[x + 18, y + 4, w * 0.4]], C.G2, 6) +
      RR(cards, C.W, 10) +
      byCol(tags, (l, c) => RR(l, c, 6)) +
      lines(ls, C.G2, 5) +
      byCol(av, (l, c) => DOTS(l, 8, c))
    );
  },
  grid(x, y, w, h, r) {
    const cn = Math.max(2, Math.floor(w / 110)),
      rn = Math.max(1, Math.floor(h / 120)),
      gw = (w - (cn - 1) * 12) / cn,
      gh = (h - (rn - 1) * 12) / rn;
    let s = "";
    for (let j = 0; j < rn; j++)
      for (let i = 0; i < cn; i++) {
        const gx = x + i * (gw + 12),
          gy = y + j * (gh + 12),
          col = r.pick([C.P, C.O, C.T]),
          ih = gh - 34;
        s +=
          R(gx, gy, gw, gh, C.W, 10) +
          R(gx + 8, gy + 8, gw - 16, ih - 8, TINT[col], 7) +
          Ci(gx + gw / 2, gy + 4 + ih / 2, ih * 0.2, col) +
          lines(
            [
              [gx + 10, gy + ih + 10, gw * 0.5],
              [gx + 10, gy + ih + 22, gw * 0.25],
            ],
            C.G2,
            5,
          );
      }
    return s;
  },
  hbars(x, y, w, h, r) {
    const n = Math.max(2, Math.floor((h - 20) / 30));
    let l = [],
      tr2 = [],
      fills = "";
    for (let i = 0; i < n; i++) {
      const yy = y + 28 + i * 30,
        col = [C.P, C.T, C.O, C.B2][i % 4];
      l.push([x, yy, w * 0.18]);
      tr2.push([x + w * 0.3, yy, w * 0.68]);
      fills += lines([[x + w * 0.3, yy, w * 0.68 * r.range(0.3, 0.95)]], col, 9);
    }
    return lines([[x, y + 3, Math.min(w * 0.3, 90)]], C.G2, 6) + lines(l, C.G2, 6) + lines(tr2, C.G1, 9) + fills;
  },
  cal(x, y, w, h, r) {
    const cs = Math.min((w - 6 * 6) / 7, (h - 24 - 4 * 6) / 5);
    const by = { [C.G1]: [], [C.P]: [], [C.O]: [], [C.T]: [] };
    for (let j = 0; j < 5; j++)
      for (let i = 0; i < 7; i++) {
        const q = r(),
          fill = q > 0.88 ? C.P : q > 0.8 ? C.O : q > 0.74 ? C.T : C.G1;
        by[fill].push([Math.round(x + i * (cs + 6)), Math.round(y + 24 + j * (cs + 6)), Math.round(cs), Math.round(cs)]);
      }
    return (
      lines([[x, y + 3, Math.min(w * 0.3, 90)]], C.G2, 6) +
      Object.entries(by)
        .map(([c, l]) => RR(l, c, 4))
        .join("")
    );
  },
  map(x, y, w, h, r) {
    const g = [];
    for (let i = 1; i < 5; i++) g.push(`M${k(x + (w * i) / 5)} ${k(y)}v${k(h)}`);
    for (let i = 1; i < 4; i++) g.push(`M${k(x)} ${k(y + (h * i) / 4)}h${k(w)}`);
    const pts = [];
    for (let i = 0; i < 5; i++) pts.push([x + w * (0.1 + i * 0.2), y + h * r.range(0.2, 0.8)]);
    const pin = ([px, py], col) =>
      P(`M${k(px)} ${k(py)}c-6-10-14-16-14-25a14 14 0 1 1 28 0c0 9-8 15-14 25Z`, col) + Ci(px, py - 25, 5, C.W);
    return (
      R(x, y, w, h, C.T3, 10) +
      P(
        `M${k(x + w * 0.55)} ${k(y)}C${k(x + w * 0.5)} ${k(y + h * 0.4)} ${k(x + w * 0.75)} ${k(y + h * 0.6)} ${k(x + w * 0.7)} ${k(y + h)}H${k(x + w - 10)}A10 10 0 0 0 ${k(x + w)} ${k(y + h - 10)}V${k(y + 10)}A10 10 0 0 0 ${k(x + w - 10)} ${k(y)}Z`,
        C.T2,
        { opacity: 0.5 },
      ) +
      S(g.join(""), C.W, 2) +
      S(smooth(pts), C.P, 4, { "stroke-dasharray": "1 10" }) +
      pin(pts[0], C.T) +
      pin(pts[4], C.O) +
      Ci(pts[2][0], pts[2][1], 7, C.P, { stroke: C.W, "stroke-width": 3 })
    );
  },
  card(x, y, w, h, r) {
    const cw = Math.min(w, h * 1.6),
      ch = cw / 1.6,
      cx = x + (w - cw) / 2,
      cy = y + (h - ch) / 2;
    return (
      sh(cx, cy, cw, ch, 14) +
      R(cx, cy, cw, ch, C.P, 14) +
      Ci(cx + cw * 0.85, cy + ch * 0.1, cw * 0.3, C.W, { opacity: 0.1 }) +
      Ci(cx + cw, cy + ch * 0.7, cw * 0.26, C.W, { opacity: 0.08 }) +
      R(cx + 18, cy + 20, 34, 26, C.O2, 6) +
      lines([[cx + 18, cy + ch - 40, cw * 0.55]], C.W, 8, { opacity: 0.8 }) +
      lines([[cx + 18, cy + ch - 20, cw * 0.25]], C.W, 6, { opacity: 0.5 }) +
      Ci(cx + cw - 44, cy + ch - 26, 12, C.O) +
      Ci(cx + cw - 28, cy + ch - 26, 12, C.O2, { opacity: 0.85 })
    );
  },
};
function panel(type, x, y, w, h, r, bg = C.F) {
  return (bg ? R(x, y, w, h, bg, 12) : "") + PANELS[type](x + 14, y + 14, w - 28, h - 28, r);
}

function win(x, y, w, h, dark = false) {
  return (
    sh(x, y, w, h, 16, 12) +
    R(x, y, w, h, dark ? (dark === true ? C.N : dark) : C.W, 16) +
    Ci(x + 20, y + 19, 5, C.O) +
    Ci(x + 36, y + 19, 5, dark ? C.N3 : C.B3) +
    Ci(x + 52, y + 19, 5, C.T) +
    R(x, y + 37, w, 1.5, dark ? C.N2 : C.G1)
  );
}
function sidebar(x, y, w, h, dark, r) {
  let s = P(`M${k(x)} ${k(y)}H${k(x + w)}V${k(y + h)}H${k(x + 16)}A16 16 0 0 1 ${k(x)} ${k(y + h - 16)}Z`, dark ? C.N : C.F);
  const act = r.int(0, 3),
    it = [];
  s +=
    R(x + 16, y + 18, 24, 24, C.P, 7) +
    P(`M${k(x + 23)} ${k(y + 36)}V${k(y + 24)}L${k(x + 33)} ${k(y + 36)}V${k(y + 24)}`, "none", {
      stroke: C.W,
      "stroke-width": 3,
      "stroke-linejoin": "round",
    }) +
    lines([[x + 50, y + 30, w * 0.3]], dark ? C.N3 : C.G2, 7);
  s += R(x + 10, y + 62 + act * 32, w - 20, 28, dark ? C.P : C.B4, 8);
  for (let i = 0; i < 6; i++) {
    const yy = y + 76 + i * 32;
    it.push([x + 22, yy, 0.1], [x + 40, yy, w * r.range(0.25, 0.45)]);
  }
  return (
    s +
    lines(it, dark ? C.N3 : C.G2, 7) +
    lines(
      [
        [x + 22, y + 76 + act * 32, 0.1],
        [x + 40, y + 76 + act * 32, w * 0.35],
      ],
      dark ? C.W : C.P,
      7,
    )
  );
}
/** move every plain placeholder line of a self-contained block to its end, one path per style */
function hoist(str) {
  const b = {};
  const rest = str.replace(
    /<path d="((?:M-?[\d.]+ -?[\d.]+h-?[\d.]+)+)" fill="none" stroke="(#[0-9a-f]+)" stroke-width="([\d.]+)"\/>/g,
    (m0, d, st, sw) => {
      (b[st + " " + sw] ||= []).push(d);
      return "";
    },
  );
  return (
    rest +
    Object.entries(b)
      .map(([key, ds]) => {
        const [st, sw] = key.split(" ");
        return `<path d="${ds.join("")}" fill="none" stroke="${st}" stroke-width="${sw}"/>`;
      })
      .join("")
  );
}
function dashboard(x, y, w, h, r, spec) {
  let s = win(x, y, w, h);
  let cx = x + 20,
    cw = w - 40;
  if (spec.side) {
    const sw = 124;
    s += sidebar(x, y + 38.5, sw, h - 38.5, spec.side === "dark", r);
    cx = x + sw + 18;
    cw = w - sw - 36;
  }
  let cy = y + 52;
  s +=
    R(cx, cy, Math.min(200, cw * 0.4), 26, C.F, 13) +
    Ci(cx + 14, cy + 13, 5, "none", { stroke: C.G3, "stroke-width": 2 }) +
    Ci(cx + cw - 13, cy + 13, 13, "#f3c9a8") +
    P(`M${k(cx + cw - 26)} ${k(cy + 13)}a13 13 0 0 1 26 0c-4-6-22-6-26 0Z`, C.N2) +
    Ci(cx + cw - 46, cy + 13, 5, C.O);
  cy += 40;
  const chh = y + h - 18 - cy,
    gap = 12;
  const rowsH = chh - gap * (spec.rows.length - 1),
    bgs = [];
  let body = "";
  for (const row of spec.rows) {
    const rh = rowsH * row.h,
      cellsW = cw - gap * (row.c.length - 1);
    let xx = cx;
    for (const [type, fw] of row.c) {
      const ww = cellsW * (fw ?? 1 / row.c.length);
      bgs.push([Math.round(xx), Math.round(cy), Math.round(ww), Math.round(rh)]);
      body += panel(type, xx, cy, ww, rh, r, null);
      xx += ww + gap;
    }
    cy += rh + gap;
  }
  return hoist(s + RR(bgs, C.F, 10) + body);
}
function phone(x, y, w, h, r, o = {}) {
  const col = o.col || C.P;
  let s =
    sh(x, y, w, h, w * 0.16, 14) +
    R(x, y, w, h, o.frame || C.N, w * 0.16) +
    R(x + 7, y + 7, w - 14, h - 14, C.W, w * 0.12) +
    R(x + w * 0.36, y + 14, w * 0.28, 8, o.frame || C.N, 4);
  const ix = x + 18,
    iw = w - 36;
  let yy = y + 36;
  const hh = h * 0.25;
  s +=
    R(ix, yy, iw, hh, col, 12) +
    Ci(ix + iw * 0.8, yy + hh * 0.2, hh * 0.5, C.W, { opacity: 0.12 }) +
    lines([[ix + 14, yy + 22, iw * 0.35]], C.W, 6, { opacity: 0.7 }) +
    lines([[ix + 14, yy + 42, iw * 0.55]], C.W, 10);
  if (hh > 80) {
    const v = trend(6, r);
    s += S(M(v.map((t, i) => [ix + 14 + ((iw - 28) * i) / 5, yy + hh - 12 - t * (hh - 70)])), C.W, 3);
  }
  yy += hh + 16;
  const it = [],
    it2 = [],
    ib = [],
    idt = [];
  while (yy + 40 < y + h - 56) {
    const c = r.pick([C.P, C.O, C.T]);
    ib.push([TINT[c], ix, yy, 32, 32]);
    idt.push([c, ix + 16, yy + 16]);
    it.push([ix + 44, yy + 10, iw * r.range(0.3, 0.55)]);
    it2.push([ix + 44, yy + 23, iw * r.range(0.2, 0.3)]);
    yy += 44;
  }
  s += byCol(ib, (l, c) => RR(l, c, 9)) + byCol(idt, (l, c) => DOTS(l, 6, c)) + lines(it, C.N3, 6) + lines(it2, C.G2, 5);
  s += R(ix, y + h - 52, iw, 30, o.btn || C.O, 15) + lines([[ix + iw * 0.35, y + h - 37, iw * 0.3]], C.W, 5);
  return hoist(s);
}
function codeWin(x, y, w, h, r, body = true) {
  let s = win(x, y, w, h, body),
    yy = y + 62,
    ind = 0,
    i = 0;
  const cols = [C.B2, C.O, C.T, C.B3, C.N3],
    segs = {};
  while (yy < y + h - 18) {
    s += "";
    (segs[C.N3] ||= []).push([x + 20, yy, 0.1]);
    let xx = x + 42 + ind * 22;
    const n = r.int(1, 3);
    for (let j = 0; j < n && xx < x + w - 60; j++) {
      const l = Math.min(r.int(18, 80), x + w - 40 - xx),
        c = cols[(i + j * 2 + r.int(0, 3)) % 4];
      (segs[c] ||= []).push([xx, yy, l]);
      xx += l + 16;
    }
    ind = Math.max(0, Math.min(3, ind + r.pick([-1, 0, 0, 1])));
    yy += 22;
    i++;
  }
  for (const [c, arr] of Object.entries(segs)) s += lines(arr, c, 7);
  return s;
}
function miniCard(x, y, w, h, kind, r, col = C.P) {
  let s = card(x, y, w, h, 14);
  if (kind === "ring") {
    const rr = Math.min(h * 0.3, 30),
      p = r.range(0.55, 0.85);
    s +=
      donut(x + 18 + rr, y + h / 2, rr, 9, [p], [col]) +
      lines([[x + 36 + rr * 2, y + h / 2 - 9, w * 0.3]], C.N3, 7) +
      lines([[x + 36 + rr * 2, y + h / 2 + 9, w * 0.2]], C.G2, 6);
  } else if (kind === "chip") {
    s +=
      Ci(x + h / 2, y + h / 2, h * 0.3, TINT[col]) +
      check(x + h / 2, y + h / 2, h * 0.26, col, 4) +
      lines([[x + h, y + h / 2 - 7, w * 0.4]], C.N3, 7) +
      lines([[x + h, y + h / 2 + 8, w * 0.25]], C.G2, 6);
  } else if (kind === "bars") {
    const v = trend(5, r, 0.5),
      bw = (w - 36) / 5;
    s +=
      lines([[x + 16, y + 20, w * 0.35]], C.G2, 6) +
      RR(
        v.map((t, i) => [x + 18 + i * bw + bw * 0.15, y + h - 14 - t * (h - 50), bw * 0.6, t * (h - 50)]),
        col,
        4,
      );
  } else if (kind === "line") {
    const v = trend(6, r, 0.6, 0.1),
      pts = v.map((t, i) => [x + 16 + ((w - 32) * i) / 5, y + h - 16 - t * (h - 52)]);
    s += lines([[x + 16, y + 20, w * 0.35]], C.G2, 6) + S(smooth(pts), col, 3.5) + Ci(pts[5][0], pts[5][1], 5, col);
  } else if (kind === "avatars") {
    const sk = ["#f3c9a8", "#a86d4a", "#e3ad86", "#5c3a28"];
    for (let i = 0; i < 4; i++) s += Ci(x + 28 + i * 24, y + h / 2, 15, sk[i], { stroke: C.W, "stroke-width": 3 });
    s +=
      Ci(x + 28 + 4 * 24, y + h / 2, 15, col, { stroke: C.W, "stroke-width": 3 }) +
      S(`M${k(x + 118)} ${k(y + h / 2)}h12M${k(x + 124)} ${k(y + h / 2 - 6)}v12`, C.W, 3);
  }
  return s;
}

/* ---------------------------------------------------------------- people */
const SKIN = ["#fbe0cf", "#f3c9a8", "#e3ad86", "#c98f67", "#a86d4a", "#82513a", "#5c3a28"];
const HAIR = ["#1d1a1f", "#3a2a22", "#5b3a29", "#8a4b2a", "#c89b5a", "#a3abbb", "#2b2f3a"];
const CLOTH = [C.P, C.N, C.T, C.O, "#475569", "#3451b2", "#0f766e"];
const BGS = [C.L, "#ffe9e1", "#daf5f1", "#e0e7ff", "#fdf0d5", "#eef1f6", "#e6f0ff", "#f3e8ff"];

function person(o) {
  const { skin, hair, cloth, style } = o;
  let s = "";
  if (style === "long") s += P("M126 186C120 116 158 92 200 92C244 92 282 116 274 186L286 322C240 338 160 338 114 322Z", hair);
  if (style === "bob") s += P("M128 184C122 114 160 94 200 94C240 94 278 114 272 184L278 266C246 278 154 278 122 266Z", hair);
  if (style === "afro") s += Ci(200, 158, 98, hair);
  if (style === "curly")
    for (const [a, b, c] of [
      [136, 150, 34],
      [150, 114, 36],
      [186, 96, 38],
      [226, 98, 36],
      [258, 122, 34],
      [268, 158, 30],
      [130, 188, 24],
      [272, 192, 22],
    ])
      s += Ci(a, b, c, hair);
  if (style === "bun") s += Ci(200, 90, 32, hair);
  // torso + neck
  s += R(170, 222, 60, 80, skin, 26) + R(170, 236, 60, 40, C.N, 0, { opacity: 0.1 });
  s += P("M56 400C56 332 100 292 168 284L200 300L232 284C300 292 344 332 344 400Z", o.cloth);
  if (o.top === "vneck") s += P("M170 284L200 328L230 284Z", skin);
  if (o.top === "crew") s += P("M168 284C176 304 224 304 232 284Z", skin);
  if (o.top === "blazer")
    s +=
      P("M166 284L200 330L234 284Z", C.W) +
      P("M166 284L150 300L184 352L200 330Z", C.N, { opacity: 0.22 }) +
      P("M234 284L250 300L216 352L200 330Z", C.N, { opacity: 0.22 }) +
      P("M166 284L200 330L186 290Z", o.shirt || C.B4);
  if (o.top === "collar")
    s += P("M170 284L200 314L230 284Z", skin) + P("M166 282L200 314L180 326L156 292Z", C.W) + P("M234 282L200 314L220 326L244 292Z", C.W);
  if (o.top === "turtle") s += R(168, 270, 64, 30, o.cloth, 14) + R(168, 270, 64, 30, C.N, 14, { opacity: 0.12 });
  // head
  s += Ci(137, 196, 15, skin) + Ci(263, 196, 15, skin) + E(200, 184, 64, 74, skin);
  // front hair
  const fr = {
    short: "M134 188C126 122 160 98 202 98C248 98 278 126 266 188C262 160 252 146 238 138C214 150 176 152 152 142C142 154 136 168 134 188Z",
    side: "M134 186C124 120 162 96 204 96C250 96 278 122 266 186C258 150 242 136 216 132C194 148 164 158 134 186Z",
    long: "M134 200C126 124 164 98 202 98C246 98 276 126 266 200C256 158 236 138 208 128C190 152 160 166 134 200Z",
    bob: "M134 194C126 124 162 98 200 98C240 98 276 124 266 194C248 160 222 140 196 132C176 150 154 168 134 194Z",
    afro: "M140 170C150 132 176 118 200 118C224 118 250 132 260 170C240 152 220 146 200 146C180 146 160 152 140 170Z",
    curly: "M140 170C150 132 176 118 200 118C224 118 250 132 260 170C240 152 220 146 200 146C180 146 160 152 140 170Z",
    bun: "M136 180C134 126 166 106 200 106C234 106 266 126 264 180C250 148 228 138 200 138C172 138 150 148 136 180Z",
    buzz: "M138 166C142 124 168 108 200 108C232 108 258 124 262 166C246 142 226 134 200 134C174 134 154 142 138 166Z",
  }[style];
  if (fr) s += P(fr, hair, style === "buzz" ? { opacity: 0.9 } : undefined);
  if (o.beard)
    s += P(
      "M137 196C138 250 166 262 200 262C234 262 262 250 263 196C256 222 246 234 230 232C216 222 184 222 170 232C154 234 144 222 137 196Z",
      hair,
    );
  // face
  const brow = hair;
  s += Ci(176, 190, 6.5, C.N) + Ci(224, 190, 6.5, C.N) + S("M164 168q12-7 24 0M212 168q12-7 24 0", brow, 5);
  const deep = SKIN.indexOf(skin) >= 4;
  s += S("M186 224q14 11 28 0", o.beard ? C.W : deep ? "#2a120a" : "#7a3424", 4.5, { opacity: o.beard ? 0.7 : 0.8 });
  s += Ci(160, 212, 10, C.O, { opacity: deep ? 0.08 : 0.13 }) + Ci(240, 212, 10, C.O, { opacity: deep ? 0.08 : 0.13 });
  if (o.glasses) s += G({ fill: "none", stroke: C.N, "stroke-width": 4 }, Ci(176, 190, 18) + Ci(224, 190, 18) + P("M194 188q6-5 12 0"));
  if (style === "hijab")
    s += P(
      "M200 92C254 92 286 134 286 198V306C252 324 148 324 114 306V198C114 134 146 92 200 92ZM146 190A54 74 0 0 0 254 190A54 70 0 0 0 146 190Z",
      o.scarf,
      { "fill-rule": "evenodd" },
    );
  return s;
}
function avatarSpec(i, r) {
  const styles = [
    "short",
    "long",
    "side",
    "bun",
    "afro",
    "bob",
    "buzz",
    "hijab",
    "curly",
    "long",
    "bald",
    "short",
    "side",
    "bob",
    "bun",
    "afro",
  ];
  const style = styles[i % styles.length];
  const tops = ["crew", "vneck", "blazer", "collar", "turtle"];
  const fem = ["long", "bun", "bob", "hijab"].includes(style);
  const skinI = (i * 3 + r.int(0, 1)) % SKIN.length,
    skin = SKIN[skinI];
  return {
    style,
    skin,
    hair: skinI >= 3 ? r.pick(["#1d1a1f", "#2b2f3a", "#1d1a1f", "#a3abbb"]) : HAIR[(i * 5 + r.int(0, 2)) % HAIR.length],
    cloth: CLOTH[(i * 2 + r.int(0, 1)) % CLOTH.length],
    top: tops[(i + r.int(0, 2)) % tops.length],
    shirt: r.pick([C.B4, C.T3, C.O3, C.W]),
    scarf: r.pick([C.T, C.O, "#8a5cd0", C.P]),
    glasses: r() < 0.28,
    beard: !fem && r() < 0.4 && style !== "afro",
    bg: BGS[(i * 3 + r.int(0, 1)) % BGS.length],
  };
}
function avatarBody(i, r) {
  const o = avatarSpec(i, r);
  return R(0, 0, 400, 400, o.bg) + Ci(r.pick([70, 330]), r.pick([70, 90]), r.int(60, 90), C.W, { opacity: 0.45 }) + person(o);
}

/* ---------------------------------------------------------------- backgrounds */
function sceneBg(W, H, r, bg = C.L, dot = true) {
  const light = bg === C.N || bg === C.P ? C.W : C.W;
  const op = bg === C.N ? 0.04 : bg === C.P ? 0.08 : 0.6;
  let s =
    R(0, 0, W, H, bg) +
    Ci(W * r.range(0.78, 0.92), H * r.range(0.1, 0.25), H * r.range(0.3, 0.42), light, { opacity: op }) +
    Ci(W * r.range(0.05, 0.15), H * r.range(0.8, 0.95), H * r.range(0.18, 0.28), light, { opacity: op });
  if (dot) s += dots(r.int(20, 40), H - r.int(110, 140), 126, 90) + dots(W - r.int(150, 180), r.int(20, 40), 108, 72);
  return s;
}
const ring = (cx, cy, r0, col, sw = 5) => Ci(cx, cy, r0, "none", { stroke: col, "stroke-width": sw });
const plus = (cx, cy, s, col) => S(`M${k(cx - s)} ${k(cy)}h${k(2 * s)}M${k(cx)} ${k(cy - s)}v${k(2 * s)}`, col, s * 0.45);
const sparkles = (W, H, r, cols = [C.O, C.T, C.P]) =>
  ring(W * r.range(0.05, 0.15), H * r.range(0.08, 0.22), 9, cols[0]) +
  plus(W * r.range(0.85, 0.95), H * r.range(0.7, 0.9), 9, cols[1]) +
  Ci(W * r.range(0.4, 0.6), H * r.range(0.04, 0.08), 6, cols[2]);

/* ---------------------------------------------------------------- logo & brand */
function mark(x = 0, y = 0, s = 40) {
  const u = s / 40;
  return (
    R(x, y, s, s, C.P, 11 * u) +
    P(`M${k(x + 12 * u)} ${k(y + 29 * u)}V${k(y + 12 * u)}L${k(x + 28 * u)} ${k(y + 29 * u)}V${k(y + 21 * u)}`, "none", {
      stroke: C.W,
      "stroke-width": 5.2 * u,
    }) +
    Ci(x + 28 * u, y + 12.2 * u, 3.7 * u, C.O)
  );
}
function logo(textFill) {
  return svg(
    168,
    44,
    mark(2, 2, 40) +
      el(
        "text",
        { x: 52, y: 31, fill: textFill, "font-family": FONT, "font-size": 25, "font-weight": 800, "letter-spacing": -0.5 },
        "Nexora",
      ),
  );
}

/* ---------------------------------------------------------------- partners */
function partner(i) {
  const g = C.GR;
  const names = ["Quantix", "Lumora", "Vertexa", "Orbitra", "Cloudnest", "Synthra", "Helixa"];
  const marks = [
    Ci(20, 24, 12, "none", { stroke: g, "stroke-width": 5 }) + S("M25 29l7 7", g, 5),
    P("M24 10A14 14 0 1 0 34 34A11 11 0 1 1 24 10Z", g),
    P("M6 12h9l5 13 5-13h9L24 38h-8Z", g),
    Ci(20, 24, 7, g) + E(20, 24, 16, 7, "none", { stroke: g, "stroke-width": 3.5, transform: "rotate(-30 20 24)" }),
    cloud(20, 24, 34, g),
    P("M20 8l14 8v16l-14 8-14-8V16Z", g) + P("M20 17l7 4v6l-7 4-7-4v-6Z", C.W),
    S("M10 8c0 10 20 10 20 20s-20 10-20 20M30 8c0 10-20 10-20 20", g, 4.5, { transform: "translate(0 -4) scale(1 .9)" }),
  ];
  let body = marks[i];
  if (i === 5) body = P("M20 8l14 8v16l-14 8-14-8V16ZM20 17l-7 4v6l7 4 7-4v-6Z", g, { "fill-rule": "evenodd" });
  if (i === 6) body = S("M12 8c0 9 16 9 16 16s-16 7-16 16M28 8c0 9-16 9-16 16s16 7 16 16", g, 4.5);
  return svg(
    160,
    48,
    body +
      el("text", { x: 42, y: 31, fill: g, "font-family": FONT, "font-size": 19, "font-weight": 700, "letter-spacing": -0.3 }, names[i]),
  );
}

/* ---------------------------------------------------------------- projects (800x600) */
const PROJECTS = [
  {
    side: "dark",
    rows: [
      { h: 0.24, c: [["kpi"], ["kpi"], ["kpi"]] },
      {
        h: 0.76,
        c: [
          ["area", 0.62],
          ["donut", 0.38],
        ],
      },
    ],
    float: "ring",
  },
  {
    rows: [
      {
        h: 0.52,
        c: [
          ["bars", 0.6],
          ["list", 0.4],
        ],
      },
      { h: 0.48, c: [["table"]] },
    ],
    float: "phone",
  },
  { side: "light", rows: [{ h: 1, c: [["kanban"], ["kanban"], ["kanban"]] }], float: "avatars" },
  {
    side: "dark",
    rows: [
      {
        h: 1,
        c: [
          ["grid", 0.64],
          ["list", 0.36],
        ],
      },
    ],
    float: "badge",
  },
  {
    rows: [
      { h: 0.24, c: [["kpi"], ["kpi"], ["kpi"], ["kpi"]] },
      {
        h: 0.76,
        c: [
          ["donut", 0.36],
          ["bars", 0.64],
        ],
      },
    ],
    float: "line",
  },
  {
    side: "light",
    rows: [
      { h: 0.52, c: [["table"]] },
      {
        h: 0.48,
        c: [
          ["cal", 0.5],
          ["hbars", 0.5],
        ],
      },
    ],
    float: "chip",
  },
  {
    side: "dark",
    rows: [
      {
        h: 1,
        c: [
          ["map", 0.62],
          ["list", 0.38],
        ],
      },
    ],
    float: "phone",
  },
  {
    rows: [
      {
        h: 0.5,
        c: [
          ["card", 0.4],
          ["area", 0.6],
        ],
      },
      { h: 0.5, c: [["list"]] },
    ],
    float: "badge",
  },
  {
    side: "light",
    rows: [
      { h: 0.24, c: [["kpi"], ["kpi"], ["kpi"]] },
      {
        h: 0.76,
        c: [
          ["hbars", 0.5],
          ["donut", 0.5],
        ],
      },
    ],
    float: "bars",
  },
];
function project(i) {
  const r = prng("project-" + i),
    W = 800,
    H = 600,
    spec = PROJECTS[i];
  const bg = [C.L, "#f1f4ff", "#e9eefe", "#eef9f7", "#fff2ed", C.L, "#eef9f7", "#f1f4ff", "#fff2ed"][i];
  let s = sceneBg(W, H, r, bg);
  const wx = spec.float === "phone" ? 60 : 80,
    ww = spec.float === "phone" ? 600 : 640;
  s += ring(W - 60, H - 60, 12, C.O, 5) + plus(60, 60, 9, C.T);
  s += dashboard(wx, 70, ww, 450, r, spec);
  const fl = spec.float;
  if (fl === "ring") s += miniCard(30, 430, 220, 100, "ring", r, C.O);
  if (fl === "line") s += miniCard(560, 450, 210, 120, "line", r, C.O);
  if (fl === "bars") s += miniCard(40, 420, 180, 140, "bars", r, C.O);
  if (fl === "chip") s += miniCard(520, 470, 240, 80, "chip", r, C.T);
  if (fl === "avatars") s += miniCard(500, 480, 190, 64, "avatars", r, C.O);
  if (fl === "badge") s += badge(720, 90, 34, r.pick([C.O, C.T]), r.pick(["check", "up", "bolt"]));
  if (fl === "phone") s += phone(610, 200, 150, 300, r, { col: r.pick([C.P, C.T]) });
  return svg(W, H, s);
}

/* ---------------------------------------------------------------- services (800x520) */
function miniPerson(x, y, s, i) {
  return tr(x, y, s, person(avatarSpec(i, prng("mini" + i))));
}
const SERVICES = [
  // 1 Consulting
  (r) => {
    let s = S("M330 320L292 470M470 320L508 470M400 320V450", C.N3, 9) + card(220, 70, 360, 260, 16, C.N) + R(234, 84, 332, 232, C.W, 8);
    const v = trend(6, r, 0.6, 0.08);
    s +=
      RR(
        v.map((t, i) => [264 + i * 48, 290 - t * 170, 28, t * 170]),
        C.B3,
        5,
      ) +
      S(
        M([
          [262, 270],
          [320, 232],
          [366, 250],
          [424, 190],
          [470, 200],
          [528, 124],
        ]),
        C.O,
        6,
      ) +
      P("M538 112l-2 28-24-14Z", C.O);
    s +=
      bubble(60, 90, 170, 96, C.P) +
      Ci(660, 175, 62, C.O3) +
      Ci(660, 164, 28, C.O) +
      R(648, 190, 24, 18, C.N, 5) +
      S("M660 110v-12M708 130l9-8M612 130l-9-8M722 172h12M598 172h-12", C.O, 5);
    s += miniPerson(40, 320, 0.5, 1) + miniPerson(560, 320, 0.5, 4);
    return s;
  },
  // 2 Software development
  (r) =>
    codeWin(90, 70, 380, 290, r) +
    card(400, 170, 320, 250, 16) +
    R(400, 170, 320, 38, C.F, 16) +
    R(400, 190, 320, 18, C.F) +
    Ci(420, 189, 5, C.O) +
    Ci(436, 189, 5, C.B3) +
    Ci(452, 189, 5, C.T) +
    R(420, 224, 280, 90, C.B4, 10) +
    P("M440 300l40-44 30 30 22-20 40 34Z", C.B3) +
    Ci(650, 250, 14, C.O) +
    lines(
      [
        [420, 338, 160],
        [420, 360, 110],
      ],
      C.G2,
      8,
    ) +
    R(600, 370, 100, 30, C.P, 15) +
    gear(130, 420, 48, 9, C.T, C.L) +
    gear(196, 390, 28, 8, C.O, C.L) +
    Ci(700, 100, 40, C.P) +
    S("M688 88l-14 12 14 12M712 88l14 12-14 12M704 82l-8 36", C.W, 5),
  // 3 Cloud
  (r) => {
    let s = cloud(410, 200, 420, C.B3) + cloud(400, 210, 400, C.P) + S("M400 260v-74M372 212l28-28 28 28", C.W, 12);
    s += S("M250 300L170 380M400 300v60M550 300l80 80", C.P, 4, { "stroke-dasharray": "2 12" });
    s += laptop(
      170,
      470,
      150,
      lines(
        [
          [110, 400, 60],
          [110, 418, 90],
        ],
        C.G2,
        7,
      ) + R(190, 392, 40, 34, C.T3, 6),
    );
    s += server(340, 360, 120, 3, r, 36) + phone(590, 330, 90, 170, r, { col: C.T });
    s += cloud(120, 120, 110, C.W) + cloud(690, 110, 90, C.W) + badge(560, 110, 26, C.O, "check");
    return s;
  },
  // 4 Cyber security
  (r) => {
    let s = E(400, 270, 320, 150, "none", { stroke: C.B3, "stroke-width": 3, "stroke-dasharray": "4 12" });
    s += Ci(400, 250, 160, C.W, { opacity: 0.7 }) + shield(400, 90, 230, 280, C.P) + lock(400, 230, 84, C.W, C.P);
    s +=
      card(60, 90, 200, 120, 14) +
      R(80, 112, 50, 8, C.G2, 4) +
      R(80, 132, 160, 30, C.F, 8) +
      G({ fill: C.N3 }, [0, 1, 2, 3, 4, 5].map((i) => Ci(98 + i * 18, 147, 5)).join("")) +
      R(80, 174, 80, 22, C.O, 11);
    s +=
      card(560, 300, 200, 120, 14) +
      Ci(596, 340, 18, C.T3) +
      check(596, 340, 18, C.T, 5) +
      lines(
        [
          [626, 334, 100],
          [626, 350, 60],
        ],
        C.G2,
        6,
      ) +
      lines([[580, 386, 160]], C.T, 8);
    s +=
      badge(130, 400, 26, C.T, "check") +
      badge(680, 130, 26, C.O, "bolt") +
      Ci(260, 420, 9, C.P) +
      Ci(720, 270, 9, C.T) +
      Ci(80, 270, 9, C.O);
    return s;
  },
  // 5 Data analytics
  (r) =>
    card(100, 60, 470, 340, 18) +
    panel("area", 120, 80, 430, 180, r, C.F) +
    panel("bars", 120, 272, 210, 110, r, C.F) +
    panel("hbars", 340, 272, 210, 110, r, C.F) +
    magnifier(
      600,
      310,
      80,
      C.N,
      C.W,
      G({ fill: C.P }, R(560, 300, 18, 40, undefined, 4) + R(588, 272, 18, 68, undefined, 4)) +
        R(616, 286, 18, 54, C.O, 4) +
        S("M552 292l28-26 30 12 36-34", C.T, 5),
    ) +
    miniCard(560, 70, 190, 110, "ring", r, C.T),
  // 6 Managed IT
  (r) => {
    let s =
      P("M370 390h60l14 50h-88Z", C.G2) + R(320, 436, 160, 14, C.G3, 7) + card(190, 60, 420, 320, 18, C.N) + R(204, 74, 392, 292, C.W, 8);
    for (let i = 0; i < 4; i++) {
      const y = 108 + i * 58,
        col = i === 2 ? C.O : C.T;
      s +=
        R(224, y - 22, 230, 46, C.F, 10) +
        Ci(248, y, 13, TINT[col]) +
        (i === 2 ? Ci(248, y, 5, col) : check(248, y, 13, col, 3.5)) +
        lines([[272, y - 6, r.int(80, 120)]], C.N3, 6) +
        lines([[272, y + 8, r.int(40, 70)]], C.G2, 5);
    }
    s +=
      donut(524, 150, 44, 14, [r.range(0.6, 0.85)], [C.P]) +
      lines(
        [
          [484, 230, 80],
          [484, 252, 56],
        ],
        C.G2,
        7,
      ) +
      R(484, 290, 90, 40, C.B4, 10) +
      lines([[500, 310, 58]], C.P, 7);
    s +=
      gear(660, 390, 62, 10, C.P, C.L) + gear(734, 300, 34, 8, C.O, C.L) + bubble(40, 90, 130, 80, C.T) + badge(120, 380, 30, C.O, "bolt");
    return s;
  },
  // 7 Mobile app development
  (r) =>
    tr(280, 60, 1, phone(0, 0, 170, 340, r, { col: C.T, frame: C.N3, btn: C.P }), -8) +
    phone(400, 80, 180, 370, r, { col: C.P }) +
    card(120, 150, 170, 64, 14) +
    R(140, 170, 48, 24, C.T, 12) +
    Ci(176, 182, 9, C.W) +
    lines([[204, 182, 64]], C.G2, 7) +
    card(610, 230, 150, 70, 14) +
    [0, 1, 2, 3, 4].map((i) => star(635 + i * 25, 265, 10, i < 4 ? C.O : C.G2)).join("") +
    badge(660, 130, 30, C.P, "bell") +
    card(110, 320, 170, 100, 14) +
    panel("bars", 110, 320, 170, 100, r, null) +
    Ci(80, 100, 10, C.O),
  // 8 Infrastructure & networking
  (r) => {
    const nodes = [
      [380, 120],
      [470, 260],
      [360, 380],
      [640, 420],
      [720, 260],
    ];
    let s = S(
      "M210 170L380 120L590 220M300 240L470 260L590 220M300 330L360 380L470 260M590 220L640 420M590 220L720 260M360 380L640 420",
      C.B3,
      4,
    );
    s += server(110, 90, 150, 5, r, 40) + server(260, 190, 120, 4, r, 36) + globe(590, 220, 110, C.P);
    s += nodes.map(([x, y], i) => Ci(x, y, 14, C.W, { stroke: [C.O, C.T, C.P][i % 3], "stroke-width": 6 })).join("");
    s +=
      R(560, 440, 140, 40, C.N, 10) +
      S("M584 440l-10-30M676 440l10-30", C.N, 5) +
      Ci(586, 460, 5, C.T) +
      Ci(604, 460, 5, C.T) +
      Ci(622, 460, 5, C.O) +
      lines([[644, 460, 40]], C.N3, 5);
    return s;
  },
  // 9 Custom software
  (r) => {
    let s =
      card(420, 70, 320, 320, 18) +
      R(420, 70, 320, 40, C.F, 18) +
      R(420, 90, 320, 20, C.F) +
      Ci(442, 90, 5, C.O) +
      Ci(458, 90, 5, C.B3) +
      Ci(474, 90, 5, C.T);
    for (let i = 0; i < 4; i++) {
      const y = 146 + i * 52,
        col = [C.P, C.O, C.T, C.P][i],
        f = r.range(0.3, 0.85);
      s +=
        lines([[444, y - 14, 80]], C.G2, 6) +
        lines([[444, y + 6, 272]], C.G1, 8) +
        lines([[444, y + 6, 272 * f]], col, 8) +
        Ci(444 + 272 * f, y + 6, 10, C.W, { stroke: col, "stroke-width": 5 });
    }
    s +=
      R(444, 344, 44, 24, C.T, 12) +
      Ci(476, 356, 9, C.W) +
      R(504, 344, 44, 24, C.G2, 12) +
      Ci(516, 356, 9, C.W) +
      R(620, 342, 96, 28, C.P, 14);
    s += E(240, 420, 170, 46, C.N, { opacity: 0.06 });
    s +=
      cube(180, 300, 80, C.B3, C.P, "#1838b0") +
      cube(318, 300, 80, C.O2, C.O, "#e85a30") +
      cube(249, 340, 80, C.T2, C.T, "#0f9486") +
      cube(249, 220, 80, C.W, C.B3, C.B2) +
      cube(180, 170, 56, C.O3, C.O2, C.O);
    return s;
  },
];
function service(i) {
  const r = prng("service-" + i),
    W = 800,
    H = 520;
  const bg = [C.L, "#eef9f7", C.L, "#f1f4ff", "#fff2ed", C.L, "#eef9f7", "#f1f4ff", "#fff2ed"][i];
  return svg(W, H, sceneBg(W, H, r, bg) + sparkles(W, H, r) + SERVICES[i](r));
}

/* ---------------------------------------------------------------- blog (800x520) */
const BLOG = [
  // SEO
  {
    bg: C.L,
    f: (r) =>
      card(140, 70, 420, 360, 18) +
      R(170, 100, 300, 40, C.F, 20) +
      Ci(194, 120, 8, "none", { stroke: C.P, "stroke-width": 3 }) +
      R(420, 106, 38, 28, C.P, 14) +
      [0, 1, 2]
        .map((i) => {
          const y = 170 + i * 82;
          return (
            R(170, y, 64, 56, [C.B4, C.O3, C.T3][i], 10) +
            lines([[252, y + 12, 150]], [C.P, C.O, C.T][i], 7) +
            lines(
              [
                [252, y + 30, 240],
                [252, y + 46, 180],
              ],
              C.G2,
              6,
            )
          );
        })
        .join("") +
      magnifier(560, 230, 72, C.N, C.W, S("M518 248l26-24 22 14 36-40", C.O, 7)) +
      badge(640, 110, 28, C.T, "up"),
  },
  // Cloud migration
  {
    bg: C.P,
    f: (r) =>
      cloud(280, 210, 300, C.W) +
      cloud(560, 300, 240, C.B3) +
      S("M360 220C430 220 440 270 500 280", C.W, 5, { "stroke-dasharray": "2 12" }) +
      P("M498 266l18 16-22 8Z", C.W) +
      server(220, 320, 120, 3, r, 34) +
      G({ fill: C.P }, R(230, 180, 40, 40, undefined, 10) + R(280, 180, 40, 40, undefined, 10) + R(330, 180, 40, 40, undefined, 10)) +
      R(230, 180, 40, 40, C.O, 10) +
      badge(640, 150, 34, C.O, "check") +
      Ci(100, 110, 12, C.T) +
      ring(700, 440, 14, C.W, 4),
  },
  // Security
  {
    bg: C.N,
    f: (r) =>
      ring(400, 260, 200, C.N3, 2) +
      ring(400, 260, 150, C.N3, 2) +
      shield(400, 100, 200, 240, C.P) +
      lock(400, 222, 76, C.W, C.P) +
      [
        [210, 160, C.O],
        [600, 170, C.T],
        [240, 400, C.T],
        [580, 380, C.O],
      ]
        .map(
          ([x, y, c]) =>
            card(x - 60, y - 26, 120, 52, 12, C.N2) +
            Ci(x - 34, y, 12, c) +
            lines(
              [
                [x - 14, y - 6, 50],
                [x - 14, y + 8, 30],
              ],
              C.N3,
              5,
            ),
        )
        .join(""),
  },
  // AI / data chip
  {
    bg: "#eaf8f6",
    dot: C.T2,
    f: (r) =>
      S("M400 260H180V140M400 260H620V380M400 260V440H260M400 260V90H560M400 260H200V380M400 260H640V140", C.T2, 4) +
      [
        [180, 140],
        [620, 380],
        [260, 440],
        [560, 90],
        [200, 380],
        [640, 140],
      ]
        .map(([x, y], i) => Ci(x, y, 12, C.W, { stroke: [C.P, C.O, C.T][i % 3], "stroke-width": 5 }))
        .join("") +
      chip(400, 260, 150, C.N, C.N3),
  },
  // Mobile trends
  {
    bg: "#fff2ed",
    dot: C.O2,
    f: (r) =>
      phone(320, 60, 170, 380, r, { col: C.O, btn: C.P }) +
      card(120, 130, 170, 90, 14) +
      panel("donut", 120, 130, 170, 90, r, null) +
      card(520, 110, 170, 110, 14) +
      panel("bars", 520, 110, 170, 110, r, null) +
      card(510, 300, 190, 64, 14) +
      Ci(542, 332, 16, C.B4) +
      star(542, 332, 10, C.P) +
      lines(
        [
          [568, 324, 100],
          [568, 340, 60],
        ],
        C.G2,
        6,
      ) +
      badge(190, 340, 28, C.T, "heart"),
  },
  // Analytics
  {
    bg: C.L,
    f: (r) =>
      card(90, 80, 360, 340, 18) +
      panel("area", 106, 96, 328, 180, r, C.F) +
      panel("list", 106, 288, 328, 118, r, C.F) +
      card(480, 80, 230, 200, 18) +
      donut(595, 180, 62, 24, [0.45, 0.3, 0.25], [C.P, C.O, C.T]) +
      miniCard(480, 310, 230, 110, "line", r, C.T),
  },
  // DevOps
  {
    bg: C.N,
    dot: C.N3,
    f: (r) =>
      codeWin(90, 80, 360, 270, r, C.N2) +
      S("M510 150a90 90 0 1 1 0 180a90 90 0 1 1 0-180", C.N3, 3) +
      gear(600, 170, 56, 10, C.P, C.N) +
      gear(672, 300, 36, 8, C.O, C.N) +
      S("M150 420H650", C.N3, 5) +
      [
        [150, C.T],
        [300, C.P],
        [450, C.O],
        [600, C.T],
      ]
        .map(([x, c]) => Ci(x, 420, 20, c) + check(x, 420, 18, C.W, 4))
        .join(""),
  },
  // Digital marketing
  {
    bg: C.P,
    f: (r) =>
      P("M240 220l180-80v240l-180-80Z", C.W) +
      R(180, 210, 70, 100, C.O, 14) +
      P("M210 300h40l14 80h-36Z", C.B3) +
      S("M470 200q30 60 0 120M510 170q50 90 0 180", C.W, 7, { opacity: 0.7 }) +
      bubble(560, 80, 150, 80, C.W, "l", C.G2) +
      badge(650, 250, 30, C.O, "heart") +
      badge(580, 380, 26, C.T, "up") +
      card(90, 80, 110, 80, 14) +
      S("M110 140l24-22 18 12 30-30", C.P, 5) +
      Ci(120, 430, 12, C.O),
  },
];
function blog(i) {
  const r = prng("post-" + i),
    W = 800,
    H = 520,
    b = BLOG[i];
  return svg(W, H, sceneBg(W, H, r, b.bg) + sparkles(W, H, r, b.bg === C.P ? [C.W, C.O, C.T] : [C.O, C.T, C.P]) + b.f(r), {
    dot: b.dot || (b.bg === C.P ? "#4a68e0" : C.B3),
  });
}

/* ---------------------------------------------------------------- hero + page illustrations */
function heroMain() {
  const r = prng("hero-main");
  let s = blob(370, 330, 320, 280, r, C.L) + dots(40, 470, 144, 108) + dots(560, 40, 126, 90);
  s += win(90, 150, 430, 330) + lines([[116, 210, 120]], C.G2, 8) + lines([[116, 232, 80]], C.G1, 7);
  const v = [0.25, 0.38, 0.33, 0.52, 0.6, 0.78];
  s +=
    RR(
      v.slice(0, 5).map((t, i) => [126 + i * 62, 450 - t * 190, 36, t * 190]),
      C.B3,
      6,
    ) + R(126 + 5 * 62, 450 - 0.78 * 190, 36, 0.78 * 190, C.P, 6);
  s += S("M120 400L190 360L250 374L320 300L390 290L470 200", C.O, 8) + P("M486 180l-4 40-32-22Z", C.O);
  s += magnifier(150, 470, 66, C.N, C.W, S("M114 486l22-20 18 10 32-32", C.T, 7) + Ci(186, 444, 6, C.T));
  s += rocket(560, 190, 170, 40) + S("M470 300l30-30M440 290l22-22M486 330l22-22", C.O2, 6);
  s +=
    miniCard(470, 400, 200, 96, "ring", r, C.T) +
    badge(90, 120, 30, C.O, "up") +
    card(300, 60, 160, 64, 14) +
    Ci(332, 92, 16, C.B4) +
    star(332, 92, 10, C.P) +
    lines(
      [
        [358, 84, 80],
        [358, 100, 50],
      ],
      C.G2,
      6,
    );
  s += plus(660, 90, 10, C.T) + ring(40, 300, 10, C.P) + Ci(640, 560, 8, C.O);
  return svg(720, 640, s);
}
const HEROES = {
  "hero-2": (r) =>
    blob(360, 330, 320, 280, r, C.L) +
    dots(40, 60, 126, 90) +
    cloud(390, 200, 400, C.B3) +
    cloud(380, 210, 380, C.P) +
    S("M380 260v-70M354 214l26-26 26 26", C.W, 11) +
    S("M250 300L190 380M380 310v60M510 300l70 80", C.P, 4, { "stroke-dasharray": "2 12" }) +
    laptop(180, 520, 190, panel("area", 96, 412, 168, 90, r, null)) +
    server(320, 380, 120, 3, r, 38) +
    phone(540, 380, 96, 190, r, { col: C.T }) +
    badge(600, 150, 30, C.O, "check") +
    cloud(120, 140, 110, C.W) +
    plus(660, 300, 10, C.T) +
    ring(80, 560, 10, C.O),
  "hero-3": (r) =>
    blob(360, 320, 310, 290, r, C.L) +
    dots(520, 460, 144, 108) +
    ring(360, 300, 230, C.B3, 3) +
    ring(360, 300, 170, C.B4, 3) +
    shield(360, 90, 260, 320, C.P) +
    lock(360, 250, 96, C.W, C.P) +
    miniCard(40, 130, 200, 80, "chip", r, C.T) +
    card(470, 90, 210, 110, 14) +
    lines([[492, 116, 70]], C.G2, 6) +
    R(492, 134, 166, 30, C.F, 8) +
    G({ fill: C.N3 }, [0, 1, 2, 3, 4, 5].map((i) => Ci(510 + i * 18, 149, 5)).join("")) +
    miniCard(470, 410, 210, 110, "line", r, C.T) +
    badge(110, 460, 34, C.O, "bolt") +
    Ci(600, 290, 10, C.T) +
    Ci(110, 320, 10, C.O),
  "hero-4": (r) =>
    blob(360, 330, 320, 280, r, C.L) +
    dots(40, 40, 126, 90) +
    dashboard(60, 120, 520, 380, r, {
      rows: [
        { h: 0.3, c: [["kpi"], ["kpi"]] },
        {
          h: 0.7,
          c: [
            ["area", 0.6],
            ["donut", 0.4],
          ],
        },
      ],
    }) +
    phone(520, 250, 150, 300, r, { col: C.T }) +
    miniCard(30, 450, 200, 96, "ring", r, C.O) +
    badge(600, 140, 30, C.P, "up") +
    plus(660, 80, 10, C.O),
  "hero-5": (r) =>
    blob(360, 330, 320, 280, r, C.L) +
    dots(540, 40, 126, 90) +
    codeWin(60, 110, 400, 300, r) +
    E(520, 520, 150, 40, C.N, { opacity: 0.06 }) +
    cube(470, 400, 70, C.B3, C.P, "#1838b0") +
    cube(591, 400, 70, C.O2, C.O, "#e85a30") +
    cube(530, 435, 70, C.T2, C.T, "#0f9486") +
    cube(530, 330, 70, C.W, C.B3, C.B2) +
    gear(130, 510, 50, 9, C.T, C.L) +
    gear(200, 470, 30, 8, C.O, C.L) +
    Ci(600, 160, 44, C.P) +
    S("M586 146l-15 14 15 14M614 146l15 14-15 14M606 140l-12 40", C.W, 5) +
    ring(310, 70, 10, C.O) +
    plus(660, 260, 10, C.T),
  "hero-7": (r) => {
    const nodes = [
      [120, 180],
      [180, 460],
      [610, 160],
      [620, 470],
      [360, 90],
      [370, 560],
    ];
    let s =
      blob(360, 330, 320, 290, r, C.L) +
      dots(40, 40, 126, 90) +
      S(nodes.map(([x, y]) => `M360 320L${x} ${y}`).join("") + "M120 180L360 90L610 160M180 460L370 560L620 470", C.B3, 4);
    s +=
      globe(360, 320, 150, C.P) +
      nodes
        .map(
          ([x, y], i) =>
            Ci(x, y, 30, C.W) +
            Ci(x, y, 30, "none", { stroke: [C.O, C.T, C.P][i % 3], "stroke-width": 6 }) +
            Ci(x, y, 10, [C.O, C.T, C.P][i % 3]),
        )
        .join("");
    s += miniCard(470, 250, 200, 80, "chip", r, C.T) + server(40, 260, 120, 3, r, 34);
    return s;
  },
};
function about() {
  const r = prng("about");
  let s =
    blob(320, 280, 300, 250, r, C.L) +
    dots(30, 30, 126, 90) +
    R(440, 70, 140, 90, C.W, 10) +
    S("M460 140l30-26 24 14 42-40", C.O, 6) +
    R(90, 60, 110, 110, C.W, 55) +
    donut(145, 115, 34, 14, [0.6, 0.25], [C.P, C.T]);
  s += bubble(230, 60, 150, 76, C.P);
  s += miniPerson(50, 200, 0.62, 2) + miniPerson(362, 190, 0.62, 5);
  s += laptop(320, 420, 170, panel("bars", 245, 325, 150, 90, r, null));
  s += R(30, 420, 530, 24, C.N, 8) + R(70, 444, 16, 100, C.N3) + R(504, 444, 16, 100, C.N3);
  s +=
    P("M586 470c-26-40-14-84 0-96c14 12 26 56 0 96Z", C.T) +
    P("M586 470c-40-18-54-56-46-70c20 4 40 30 46 70Z", "#0f9486") +
    P("M586 470c40-18 54-56 46-70c-20 4-40 30-46 70Z", "#0f9486") +
    P("M564 466h44l-6 76h-32Z", C.O);
  s += R(100, 400, 70, 20, C.B3, 4) + R(106, 388, 60, 12, C.T2, 3);
  return svg(640, 560, s);
}
function mission() {
  const r = prng("mission");
  let s = blob(280, 220, 240, 190, r, C.L) + dots(410, 20, 126, 90);
  s +=
    E(270, 370, 140, 20, C.N, { opacity: 0.07 }) +
    Ci(270, 220, 150, C.P) +
    Ci(270, 220, 112, C.W) +
    Ci(270, 220, 76, C.P) +
    Ci(270, 220, 40, C.W) +
    Ci(270, 220, 16, C.O);
  // arrow stuck in the bull's-eye, with fletching at the tail
  const tail = [440, 70],
    L0 = Math.hypot(170, 150),
    u = [170 / L0, -150 / L0],
    nn = [-u[1], u[0]];
  const at2 = (a, b) => [tail[0] + u[0] * a + nn[0] * b, tail[1] + u[1] * a + nn[1] * b];
  s +=
    S("M270 220L440 70", C.N, 8) +
    P(Z([at2(-46, 0), at2(0, 0), at2(14, 20), at2(-30, 20)]), C.O) +
    P(Z([at2(-46, 0), at2(0, 0), at2(14, -20), at2(-30, -20)]), C.O2);
  s += miniCard(400, 250, 140, 70, "chip", r, C.T) + badge(70, 70, 28, C.O, "up") + plus(60, 330, 9, C.T);
  return svg(560, 420, s);
}
function vision() {
  const r = prng("vision");
  let s = blob(280, 220, 250, 190, r, C.L) + dots(20, 20, 126, 72);
  s += Ci(430, 110, 46, C.O) + Ci(430, 110, 66, C.O, { opacity: 0.15 }) + cloud(150, 110, 120, C.W) + cloud(470, 190, 90, C.W);
  s +=
    P("M40 380L200 170L300 300L360 230L520 380Z", C.P) +
    P("M200 170L240 222L214 212L196 240L170 210Z", C.W) +
    P("M360 230L520 380H400L340 256Z", C.N, { opacity: 0.18 });
  s += S("M200 170V100", C.N, 5) + P("M202 100h50l-12 14 12 14h-50Z", C.O);
  s +=
    S("M80 380C140 340 120 300 190 290", C.W, 5, { "stroke-dasharray": "2 12" }) +
    R(30, 378, 500, 10, C.N, 5) +
    star(90, 60, 10, C.T) +
    star(520, 60, 8, C.P);
  return svg(560, 420, s);
}
function videoCover() {
  const r = prng("video-cover"),
    W = 1200,
    H = 675;
  let s =
    R(0, 0, W, H, C.N) +
    Ci(1050, 80, 260, C.P, { opacity: 0.35 }) +
    Ci(120, 640, 220, C.T, { opacity: 0.12 }) +
    dots(60, 60, 180, 126) +
    dots(960, 500, 180, 126);
  s += dashboard(250, 110, 700, 470, r, {
    side: "light",
    rows: [
      { h: 0.26, c: [["kpi"], ["kpi"], ["kpi"]] },
      {
        h: 0.74,
        c: [
          ["area", 0.62],
          ["donut", 0.38],
        ],
      },
    ],
  });
  s +=
    phone(900, 260, 170, 340, r, { col: C.T }) +
    miniCard(100, 430, 240, 110, "ring", r, C.O) +
    miniCard(120, 160, 210, 150, "bars", r, C.P) +
    badge(960, 170, 36, C.O, "up");
  return svg(W, H, s, { dot: C.N3 });
}
function cta() {
  const r = prng("cta");
  let s = blob(280, 210, 250, 190, r, C.L) + dots(20, 290, 108, 90);
  s +=
    S("M120 360C200 340 200 260 260 250", C.B3, 6, { "stroke-dasharray": "2 14" }) + cloud(140, 330, 120, C.W) + cloud(430, 320, 100, C.W);
  s +=
    rocket(320, 190, 230, 38) +
    star(120, 90, 12, C.O) +
    star(470, 80, 9, C.T) +
    Ci(90, 200, 7, C.P) +
    plus(500, 220, 9, C.O) +
    ring(420, 370, 9, C.P);
  return svg(560, 420, s);
}
function contact() {
  const r = prng("contact");
  let s = blob(280, 215, 250, 190, r, C.L) + dots(400, 20, 126, 90);
  s +=
    sh(100, 170, 260, 180, 16) +
    R(100, 170, 260, 180, C.P, 16) +
    P("M100 186L230 100L360 186V200H100Z", C.P) +
    R(130, 120, 200, 170, C.W, 10) +
    lines(
      [
        [160, 160, 120],
        [160, 186, 140],
        [160, 212, 90],
      ],
      C.G2,
      8,
    );
  s +=
    P("M100 200L230 290L360 200V334a16 16 0 0 1-16 16H116a16 16 0 0 1-16-16Z", "#2f56e6") +
    P("M100 350L206 262M360 350L254 262", "none", { stroke: C.N, "stroke-width": 3, opacity: 0.12 });
  s += bubble(370, 70, 150, 80, C.O) + bubble(400, 190, 120, 70, C.T, "r");
  s +=
    P("M460 380c-14-20-30-32-30-52a30 30 0 1 1 60 0c0 20-16 32-30 52Z", C.N) +
    Ci(460, 328, 11, C.W) +
    E(460, 392, 30, 8, C.N, { opacity: 0.1 }) +
    badge(80, 90, 26, C.T, "bell");
  return svg(560, 420, s);
}
function error404() {
  const r = prng("error");
  let s = blob(240, 180, 220, 160, r, C.L) + dots(340, 16, 108, 72);
  const map = "M60 110L160 90L260 110L360 90V270L260 290L160 270L60 290Z";
  s +=
    tr(0, 12, 1, P(map, C.N, { opacity: 0.07 })) +
    P(map, C.W) +
    P("M160 90L260 110V290L160 270Z", C.B4) +
    P("M60 110L160 90V270L60 290Z", C.F) +
    P(map, "none", { stroke: C.B3, "stroke-width": 3 });
  s +=
    S("M90 250C120 200 170 260 200 210S190 140 240 150S300 220 320 170", C.P, 5, { "stroke-dasharray": "2 12" }) +
    S("M84 236l14 14M98 236l-14 14", C.O, 5);
  s +=
    P("M330 180c-20-28-40-44-40-70a40 40 0 1 1 80 0c0 26-20 42-40 70Z", C.O) +
    S("M318 102a12 12 0 1 1 16 11c-4 2-4 5-4 9", C.W, 6) +
    Ci(330, 134, 4, C.W);
  s += cloud(410, 250, 80, C.W) + star(60, 60, 10, C.T) + ring(420, 60, 8, C.P) + Ci(200, 320, 6, C.O);
  return svg(480, 360, s);
}
function ogImage() {
  const r = prng("og"),
    W = 1200,
    H = 630;
  let s =
    R(0, 0, W, H, C.N) +
    Ci(1080, 60, 300, C.P, { opacity: 0.45 }) +
    Ci(980, 640, 200, C.T, { opacity: 0.14 }) +
    Ci(60, 630, 160, C.O, { opacity: 0.12 }) +
    dots(80, 440, 216, 126);
  s +=
    mark(96, 150, 96) +
    el("text", { x: 96, y: 340, fill: C.W, "font-family": FONT, "font-size": 96, "font-weight": 800, "letter-spacing": -2 }, "Nexora") +
    el(
      "text",
      { x: 100, y: 410, fill: C.B3, "font-family": FONT, "font-size": 40, "font-weight": 500 },
      "IT Solutions &amp; Digital Marketing",
    ) +
    R(100, 444, 90, 8, C.O, 4);
  s +=
    tr(
      760,
      150,
      1,
      win(0, 0, 360, 300) +
        panel("bars", 20, 56, 320, 140, r, C.F) +
        panel("kpi", 20, 208, 154, 70, r, C.F) +
        panel("kpi", 186, 208, 154, 70, r, C.F),
      -0,
    ) + badge(1110, 150, 34, C.O, "up");
  return svg(W, H, s, { dot: C.N3 });
}

/* ---------------------------------------------------------------- build */
const files = {};
/** every file is rendered at integer precision except the small brand marks */
const put = (p, render) => {
  PREC = /logo|partner|favicon/.test(p) ? 10 : 1;
  files[p] = render();
};

put("images/logo.svg", () => logo(C.N));
put("images/logo-light.svg", () => logo(C.W));
put("favicon.svg", () => svg(64, 64, mark(0, 0, 64)));
for (let i = 0; i < 7; i++) put(`images/partners/partner-${i + 1}.svg`, () => partner(i));
for (let i = 0; i < 9; i++) put(`images/projects/project-${i + 1}.svg`, () => project(i));
for (let i = 0; i < 9; i++) put(`images/services/service-${i + 1}.svg`, () => service(i));
for (let i = 0; i < 8; i++) put(`images/blog/post-${i + 1}.svg`, () => blog(i));
for (let i = 0; i < 12; i++)
  put(`images/team/member-${i + 1}.svg`, () => svg(400, 400, avatarBody(i, prng("member-" + i)), { viewBox: "24 30 352 352" }));
for (let i = 0; i < 9; i++)
  put(`images/clients/client-${i + 1}.svg`, () => svg(160, 160, avatarBody(i + 5, prng("client-" + i)), { viewBox: "50 40 300 300" }));
put("images/illustrations/hero-main.svg", () => heroMain());
for (const [name, f] of Object.entries(HEROES)) put(`images/illustrations/${name}.svg`, () => svg(720, 640, f(prng(name))));
put("images/illustrations/about.svg", () => about());
put("images/illustrations/mission.svg", () => mission());
put("images/illustrations/vision.svg", () => vision());
put("images/illustrations/video-cover.svg", () => videoCover());
put("images/illustrations/cta.svg", () => cta());
put("images/illustrations/contact.svg", () => contact());
put("images/illustrations/error.svg", () => error404());
put("images/og-image.svg", () => ogImage());

let total = 0;
const big = [];
for (const [p, content] of Object.entries(files)) {
  const full = join(OUT, p);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
  const n = Buffer.byteLength(content);
  total += n;
  const limit = /logo|partner|favicon/.test(p) ? 2048 : 4096;
  if (n > limit) big.push(`${p} (${n} B)`);
}
console.log(`wrote ${Object.keys(files).length} SVG files to ${OUT} (${(total / 1024).toFixed(1)} KiB)`);
if (big.length) console.log("over size budget:\n  " + big.join("\n  "));

/* ---------------------------------------------------------------- optional PNG rendering */
function findChromium() {
  for (const c of [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"])
    if (c && existsSync(c)) return c;
  return null;
}
function shot(chrome, url, w, h, out, transparent) {
  const prof = mkdtempSync(join(tmpdir(), "nexora-shot-"));
  const res = spawnSync(
    chrome,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--hide-scrollbars",
      `--user-data-dir=${prof}`,
      `--window-size=${w},${h}`,
      `--screenshot=${out}`,
      ...(transparent ? ["--default-background-color=00000000"] : []),
      url,
    ],
    { stdio: "pipe", timeout: 60000 },
  );
  rmSync(prof, { recursive: true, force: true });
  if (res.status !== 0 || !existsSync(out)) throw new Error(`chromium failed for ${out}: ${res.stderr}`);
  console.log(`rendered ${out} (${statSync(out).size} B)`);
}
if (WANT_PNG) {
  const chrome = findChromium();
  if (!chrome) {
    console.error("Chromium not found; set CHROMIUM=/path/to/chromium");
    process.exit(1);
  }
  const tmp = mkdtempSync(join(tmpdir(), "nexora-png-"));
  const page = (name, size, bg) => {
    const f = join(tmp, name + ".html");
    writeFileSync(
      f,
      `<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden;background:${bg}}img{display:block;width:${size}px;height:${size}px}</style></head><body><img src="${pathToFileURL(join(OUT, "favicon.svg"))}"></body></html>`,
    );
    return pathToFileURL(f).href;
  };
  shot(chrome, pathToFileURL(join(OUT, "images/og-image.svg")).href, 1200, 630, join(OUT, "images/og-image.png"));
  // apple-touch-icon: full-bleed brand blue (iOS applies its own mask; transparent corners would turn black)
  shot(chrome, page("apple", 180, C.P), 180, 180, join(OUT, "apple-touch-icon.png"));
  shot(chrome, page("i192", 192, "transparent"), 192, 192, join(OUT, "icon-192.png"), true);
  shot(chrome, page("i512", 512, "transparent"), 512, 512, join(OUT, "icon-512.png"), true);
  rmSync(tmp, { recursive: true, force: true });
}
