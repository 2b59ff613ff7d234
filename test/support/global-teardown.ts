import knex from "knex";
import { teardownHandles } from "./handles";

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (adminUrl) {
    const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
    const { rows } = await admin.raw<{ rows: Array<{ datname: string }> }>(
      "SELECT datname FROM pg_database WHERE datname = ? OR datname LIKE ?",
      [process.env.TEST_TEMPLATE_DATABASE ?? "", `payments_t_${process.pid}_%`],
    );
    for (const { datname } of rows) await admin.raw(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.destroy();
  }
  for (const stop of teardownHandles.reverse()) await stop();
}
