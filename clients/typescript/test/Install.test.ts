import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { randomBytes } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { installProject, pack, type Packed, run, startPlatform, timed } from "./install/support.ts"

/**
 * The packages as their users get them: @trilho/domain and @trilho/client packed with `npm pack`, installed from the
 * tarballs into a project outside the workspace, and used from plain Node ES modules (no TypeScript, no Effect for
 * the client) against a platform started here.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trilho-install-"))
const project = path.join(scratch, "project")
const dataDir = path.join(scratch, "data")
const apiKey = `trl_live_${randomBytes(24).toString("hex")}`
const state: {
  packed: ReadonlyArray<Packed>
  starting?: ReturnType<typeof startPlatform>
  platform?: Awaited<ReturnType<typeof startPlatform>>
} = { packed: [] }

beforeAll(async () => {
  fs.mkdirSync(project)
  // The platform starts (tsx compiles it) while the packages build and install.
  const platform = timed("platform start", () => startPlatform(dataDir, apiKey))
  platform.catch(() => undefined)
  // Stopped after the tests even when a step below fails (a platform left running would outlive the suite).
  state.starting = platform
  state.packed = await timed("npm pack", () => pack(["@trilho/domain", "@trilho/client"], scratch))
  await timed("npm install", () =>
    installProject(
      project,
      state.packed.map((p) => path.join(scratch, p.filename))
    )
  )
  for (const service of ["fees-ledger.mjs", "pix-charge.mjs"]) {
    fs.copyFileSync(path.join(import.meta.dirname, "install", service), path.join(project, service))
  }
  state.platform = await platform
}, 420_000)

afterAll(async () => {
  await (await state.starting?.catch(() => undefined))?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const service = async (file: string, args: ReadonlyArray<string>) =>
  JSON.parse(await run(process.execPath, [file, ...args], project))

describe("the packed packages", () => {
  it("hold only dist/, README.md, package.json (and LICENSE), with JavaScript and declarations", () => {
    expect(state.packed.map((p) => p.name).sort()).toEqual(["@trilho/client", "@trilho/domain"])
    for (const packed of state.packed) {
      const files = packed.files.map((f) => f.path)
      expect(
        files.filter((f) => !/^(dist\/.+|README\.md|package\.json|LICENSE)$/.test(f)),
        packed.name
      ).toEqual([])
      expect(files, packed.name).toEqual(
        expect.arrayContaining(["README.md", "package.json", "dist/index.js", "dist/index.d.ts"])
      )
    }
    const manifest = JSON.parse(
      fs.readFileSync(path.join(project, "node_modules", "@trilho", "domain", "package.json"), "utf8")
    )
    expect(manifest.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" })
  })

  it("@trilho/domain prices a PIX charge and posts its deposit to the in-memory ledger", async () => {
    const [grossCentavos, percentBps, fixedCentavos] = [12_345, 99, 10]
    const out = await service("fees-ledger.mjs", ["123.45", String(percentBps), String(fixedCentavos)])
    expect(out.resolved).toMatch(/\/project\/node_modules\/@trilho\/domain\/dist\/index\.js$/)
    // The one rounding of the platform: a percentage of centavos rounded half up.
    const feeCentavos = fixedCentavos + Math.floor((grossCentavos * percentBps + 5_000) / 10_000)
    const netCentavos = grossCentavos - feeCentavos
    expect(out).toMatchObject({ grossCentavos, feeCentavos, netCentavos })
    expect(out).toMatchObject({ availableCentavos: netCentavos, locked24hCentavos: netCentavos })
    expect(out.postings).toEqual([
      { ledgerAccountId: "sys:pix_clearing", amountCentavos: -grossCentavos },
      { ledgerAccountId: "main:acc_install", amountCentavos: netCentavos },
      { ledgerAccountId: "sys:fee_revenue", amountCentavos: feeCentavos }
    ])
  })

  it("@trilho/client creates a PIX charge on a running platform and reads it back", async () => {
    const amount = 42.5
    const out = await service("pix-charge.mjs", [state.platform!.apiUrl, apiKey, String(amount)])
    expect(out.resolved).toMatch(/\/project\/node_modules\/@trilho\/client\/dist\/index\.js$/)
    expect(out.created.status).toBe(200)
    expect(out.created.data).toMatchObject({ type: "PIX_IN", status: "PENDING", amount, currency: "BRL" })
    expect(Math.round(out.created.data.feeAmount * 100) + Math.round(out.created.data.netAmount * 100)).toBe(4_250)
    expect(out.read.status).toBe(200)
    expect(out.read.data).toMatchObject({ id: out.created.data.id, status: "PENDING", amount })
    expect(out.refused.status).toBe(404)
    expect(out.refused.error).toMatchObject({ success: false, error: { statusCode: 404 } })
  })
})
