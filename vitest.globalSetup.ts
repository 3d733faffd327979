/**
 * Before any test file of a package that uses the database runs: with `DATABASE_URL`, makes the migrated template
 * its test databases are copied from, so the migrations' one long transaction never runs beside the tests (an outbox
 * read waits for every transaction in flight on the server).
 */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim()
  if (url === undefined || url === "") return
  const { prepareTemplate } = await import("./adapters/postgres/src/TestDatabase.ts")
  await prepareTemplate(url)
}
