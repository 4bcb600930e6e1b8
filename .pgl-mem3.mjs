import { PGlite } from "@electric-sql/pglite";
import { Worker } from "node:worker_threads";
import { mkdtempSync } from "node:fs";
const dir = mkdtempSync("/tmp/pglmem-");
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
const mode = process.argv[2];
const sp = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
if (mode === "worker") {
  await new Promise((res, rej) => {
    const w = new Worker(`import { PGlite } from "@electric-sql/pglite"; const db = await PGlite.create(${JSON.stringify(dir)}); await db.close();`, { eval: true });
    w.once("exit", res); w.once("error", rej);
  });
  console.log("after worker initdb", rss());
}
const db = await PGlite.create(dir, { startParams: sp });
console.log(mode, "open", rss());
await db.exec("create table if not exists t(id serial primary key, b text); insert into t(b) select repeat('x',1000) from generate_series(1,5000); select count(*) from t");
console.log("after work", rss());
await db.close();
