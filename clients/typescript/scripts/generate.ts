// Writes src/openapi.ts from the API's OpenAPI snapshot: `npm run generate -w @trilho/client` after the snapshot changes.
import * as fs from "node:fs"
import * as path from "node:path"
import { generatedPath, render } from "./render.ts"

fs.writeFileSync(generatedPath, await render())
console.log(`generate: ${path.relative(process.cwd(), generatedPath)}`)
