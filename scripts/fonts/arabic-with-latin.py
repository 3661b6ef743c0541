#!/usr/bin/python3
"""Arabic pages' one web font: the cut Noto Sans Arabic and the cut Plus Jakarta Sans in one variable file (400-800).

Why one file: an Arabic page's first screen needs both scripts (the words, and the spaces, figures and names between
them), and two files meant two requests before the page was in its fonts (docs/decisions/0006-performance-budgets.md).
How to run it and where its inputs come from: app/fonts/README.md.

    /usr/bin/python3 scripts/fonts/arabic-with-latin.py LATIN.woff2 ARABIC.woff2 OUT.woff2

fontTools cannot merge variable fonts, so both are instanced at the Arabic font's masters (400, its 700 and 800), the
instances merged, and a variable font built again from them. Each glyph then gets back its own font's variations, so
the Arabic is exactly Noto's at every weight. The Latin glyphs keep Jakarta's one linear variation, read through
Noto's weight mapping (avar): exact at 400 and 800, and at most 9 units off between (700 is drawn as 709), which is
too little to see and cheaper than the four extra variations per glyph an exact copy needs.
"""
import os
import sys
import tempfile

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.varLib import build as build_variable
from fontTools.varLib import instancer

FAMILY = "Nexora Arabic Sans"


def main(latin_path: str, arabic_path: str, out_path: str) -> None:
    latin, arabic = TTFont(latin_path), TTFont(arabic_path)
    for font in (latin, arabic):
        axes = [(a.axisTag, a.minValue, a.defaultValue, a.maxValue) for a in font["fvar"].axes]
        assert axes == [("wght", 400, 400, 800)], f"expected one weight axis 400-800, got {axes}"
    assert "avar" not in latin, "the Latin font's variation is read through the Arabic font's avar"
    segments = sorted(arabic["avar"].segments["wght"].items())
    peaks = sorted({0.0} | {v.axes["wght"][1] for vs in arabic["gvar"].variations.values() for v in vs})

    def user_weight(design: float) -> float:
        # The inverse of the avar map: the weight a CSS rule asks for that lands on this design-space point.
        for (u0, d0), (u1, d1) in zip(segments, segments[1:]):
            if d0 <= design <= d1:
                return 400 + 400 * (u0 + (design - d0) * (u1 - u0) / (d1 - d0))
        raise ValueError(design)

    doc = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "wght", "Weight", 400, 400, 800
    axis.map = [(400 + 400 * u, 400 + 400 * d) for u, d in segments if u >= 0]
    doc.addAxis(axis)
    work = tempfile.mkdtemp()
    for peak in peaks:
        parts = []
        for name, path, weight in (("latin", latin_path, 400 + 400 * peak), ("arabic", arabic_path, user_weight(peak))):
            # Overlap flags change how FreeType anti-aliases a glyph; the sources have none.
            static = instancer.instantiateVariableFont(
                TTFont(path), {"wght": weight}, overlap=instancer.OverlapMode.KEEP_AND_DONT_SET_FLAGS
            )
            static.flavor = None
            part = os.path.join(work, f"{name}-{peak}.ttf")
            static.save(part)
            parts.append(part)
        merged = os.path.join(work, f"merged-{peak}.ttf")
        Merger().merge(parts).save(merged)
        source = SourceDescriptor()
        source.path, source.name, source.location = merged, f"m{peak}", {"Weight": 400 + 400 * peak}
        doc.addSource(source)
    font, _, _ = build_variable(doc)

    # Each glyph's own variations, not ones measured from rounded instances (which were 20 KB larger).
    variations = font["gvar"].variations
    latin_glyphs = set(latin.getGlyphOrder())
    for glyph in latin.getGlyphOrder():
        variations[glyph] = latin["gvar"].variations.get(glyph, [])
    for glyph in arabic.getGlyphOrder():
        if glyph not in latin_glyphs:
            variations[glyph] = arabic["gvar"].variations.get(glyph, [])

    # Line boxes as on English pages: the spaces were Jakarta's, so it set an Arabic page's line metrics. The
    # Windows clipping box covers both scripts' glyphs.
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = (
        latin["hhea"].ascent, latin["hhea"].descent, latin["hhea"].lineGap)
    os2, los2, aos2 = font["OS/2"], latin["OS/2"], arabic["OS/2"]
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = los2.sTypoAscender, los2.sTypoDescender, los2.sTypoLineGap
    os2.usWinAscent = max(los2.usWinAscent, aos2.usWinAscent)
    os2.usWinDescent = max(los2.usWinDescent, aos2.usWinDescent)
    if "MVAR" in font:
        # Metrics that vary with weight would undo the copy above; the sources' MVAR holds only strikeout and x-height.
        tags = {r.ValueTag for r in font["MVAR"].table.ValueRecord}
        assert not tags & {"hasc", "hdsc", "hlgp"}, tags

    # A modified version under its own name (both licences allow it, neither reserves a name); both notices kept.
    names = font["name"]
    copyright_ = f'{latin["name"].getDebugName(0)}. {arabic["name"].getDebugName(0)}.'
    for record in list(names.names):
        if record.nameID in (0, 1, 3, 4, 6, 16, 17):
            names.removeNames(nameID=record.nameID)
    names.setName(copyright_, 0, 3, 1, 0x409)
    names.setName(FAMILY, 1, 3, 1, 0x409)
    names.setName(f"{FAMILY} Regular", 4, 3, 1, 0x409)
    names.setName(f"{FAMILY};cut", 3, 3, 1, 0x409)
    names.setName(FAMILY.replace(" ", "") + "-Regular", 6, 3, 1, 0x409)

    font.flavor = "woff2"
    font.save(out_path)
    print(f"{out_path}: {os.path.getsize(out_path)} bytes, {len(font.getGlyphOrder())} glyphs")


if __name__ == "__main__":
    main(*sys.argv[1:4])
