import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  findSources,
  formatManifest,
  plan,
  pngsToIco,
  WIDTHS,
} from "../../scripts/build-images.mjs";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe("image pipeline (scripts/build-images.mjs)", () => {
  it("committed manifest.json matches the sources in app/content/images", async () => {
    const sources = await findSources();
    const plans = await Promise.all(Object.entries(sources).map(([n, s]) => plan(n, s)));
    const entries = Object.fromEntries(
      plans.map((p) => [p.name, { width: p.width, height: p.height, widths: p.widths }]),
    );
    const committed = await readFile("app/content/images/manifest.json", "utf8");
    expect(committed).toBe(formatManifest(entries));
    for (const p of plans) {
      expect(p.widths.at(-1)).toBe(p.width);
      expect([...p.widths].sort((a, b) => a - b)).toEqual(p.widths);
    }
  });

  it("prefers a photo over the artwork and crops it to the artwork's shape", async () => {
    const dir = `${await mkdtemp(`${tmpdir()}/img-`)}/`;
    dirs.push(dir);
    await writeFile(
      `${dir}coach-9.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200"><rect width="960" height="1200" fill="#c8961e"/></svg>',
    );
    // a landscape photo, 2000×1000: as a 4:5 portrait it can be at most 800 px wide
    await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#345" } })
      .jpeg()
      .toFile(`${dir}coach-9.jpg`);
    await writeFile(`${dir}notes.txt`, "not an image");
    const sources = await findSources(dir);
    expect(Object.keys(sources)).toEqual(["coach-9"]);
    expect(sources["coach-9"].photo).toBe(`${dir}coach-9.jpg`);
    const p = await plan("coach-9", sources["coach-9"]);
    expect(p).toMatchObject({ width: 800, height: 1000, widths: [320, 480, 640, 800] });
    const { info, data } = await p.render();
    expect([info.width, info.height]).toEqual([800, 1000]);
    // the photo's pixels, not the amber artwork
    const pixel = [data[0], data[1], data[2]];
    for (const [i, v] of [0x33, 0x44, 0x55].entries())
      expect(Math.abs(pixel[i] - v)).toBeLessThanOrEqual(3);
  });

  it("caps artwork widths at the design width and never upscales", async () => {
    const dir = `${await mkdtemp(`${tmpdir()}/img-`)}/`;
    dirs.push(dir);
    await writeFile(
      `${dir}small.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500"/></svg>',
    );
    const sources = await findSources(dir);
    const p = await plan("small", sources.small);
    expect(p.widths).toEqual([320, 500]);
    expect(WIDTHS).toContain(640);
  });

  it("writes a valid PNG-in-ICO container, like public/favicon.ico", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: "#000" } })
      .png()
      .toBuffer();
    const ico = pngsToIco([{ size: 16, data: png }]);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico.readUInt32LE(6 + 8)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(6 + 12)).equals(png)).toBe(true);

    const favicon = await readFile("public/favicon.ico");
    const count = favicon.readUInt16LE(4);
    const sizes = [];
    for (let i = 0; i < count; i++) {
      const e = 6 + 16 * i;
      sizes.push(favicon.readUInt8(e));
      const at = favicon.readUInt32LE(e + 12);
      const meta = await sharp(favicon.subarray(at, at + favicon.readUInt32LE(e + 8))).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(favicon.readUInt8(e));
    }
    expect(sizes).toContain(32);
  });
});
