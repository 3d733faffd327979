import openapiTS, { astToString } from "openapi-typescript"
import * as fs from "node:fs"
import * as path from "node:path"
import * as prettier from "prettier"

const root = path.resolve(import.meta.dirname, "..")

/** The API's OpenAPI document as the API's own snapshot test checks it in. */
export const snapshotPath = path.resolve(root, "..", "..", "apps", "api", "openapi.snapshot.json")

/** The generated types, checked in so that the package builds without the API. */
export const generatedPath = path.join(root, "src", "openapi.ts")

/**
 * The TypeScript types of the snapshot, formatted as the repository formats its sources, so that the checked-in file
 * and a fresh rendering compare byte for byte.
 */
export const render = async (): Promise<string> => {
  const document = JSON.parse(fs.readFileSync(snapshotPath, "utf8"))
  const header =
    "// Generated from apps/api/openapi.snapshot.json by `npm run generate -w @trilho/client`: do not edit.\n"
  const source = header + astToString(await openapiTS(document))
  const config = await prettier.resolveConfig(generatedPath)
  return prettier.format(source, { ...config, filepath: generatedPath })
}
