import { Layer } from "effect"
import { layerMemory } from "../../src/charges/ChargeStore.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { chargeStoreContract } from "./chargeStoreContract.ts"

chargeStoreContract("memory", layerMemory)
chargeStoreContract(
  "memory, enlisted in the memory transactor",
  layerMemory.pipe(Layer.provide(Transactor.layerMemory))
)
