import { sharedConfig } from "../../vitest.shared.ts"

export default sharedConfig("@trilho/worker", { database: true })
