import { storageContract } from "../contracts/index.ts"
import { memoryStorage } from "../layers.ts"

storageContract("storage contract: in-memory reference", memoryStorage)
