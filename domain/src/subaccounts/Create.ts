import { Effect, Option } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, subLedgerAccount } from "../ledger/Model.ts"
import { Crypto } from "../shared/Crypto.ts"
import { Ids } from "../shared/Ids.ts"
import { SubaccountStore } from "./SubaccountStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { refuse, type SubaccountsCommon } from "./Common.ts"
import { SubaccountReferenceConflict } from "./Errors.ts"
import { subaccount as subaccountMachine, type SubaccountLifecycle } from "./Machine.ts"
import { type SubaccountDocument, subaccountIdPrefix, type SubaccountRecord, surchargeZero } from "./Record.ts"
import { type CreateSubaccountInput, type DocumentUpload, validateCreate, type ValidCreate } from "./Request.ts"

/** The canonical text of a create request: a repeat with the same `externalReference` must match it. */
const createFingerprint = (valid: ValidCreate, document: SubaccountDocument | undefined) =>
  JSON.stringify([
    valid.personType,
    valid.fullName,
    valid.cpf,
    valid.birthDate,
    valid.postalCode,
    valid.cnpj ?? null,
    valid.companyName ?? null,
    valid.site ?? null,
    document?.sha256 ?? null,
    valid.portal?.email ?? null
  ])

/** The new subaccount's record: unlocked, with no limit and no surcharge. */
const recordOf = (
  id: string,
  accountId: AccountId,
  valid: ValidCreate,
  document: SubaccountDocument | undefined,
  status: SubaccountLifecycle,
  now: Date
): SubaccountRecord => ({
  id,
  accountId,
  externalReference: valid.externalReference,
  name: valid.companyName ?? valid.fullName,
  personType: valid.personType,
  fullName: valid.fullName,
  cpf: valid.cpf,
  birthDate: valid.birthDate,
  postalCode: valid.postalCode,
  ...(valid.cnpj === undefined ? {} : { cnpj: valid.cnpj }),
  ...(valid.companyName === undefined ? {} : { companyName: valid.companyName }),
  ...(valid.site === undefined ? {} : { site: valid.site }),
  ...(document === undefined ? {} : { document }),
  status,
  lockMode: null,
  limits: {},
  surcharge: surchargeZero,
  requestFingerprint: createFingerprint(valid, document),
  createdAt: now,
  updatedAt: now
})

/** What is kept of the request's proof document: its name, type, size and SHA-256. */
const documentOf = (crypto: Crypto["Service"], upload: DocumentUpload | undefined) =>
  upload === undefined
    ? Effect.succeed(undefined)
    : Effect.map(crypto.sha256Hex(upload.bytes), (sha256): SubaccountDocument => ({
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.length,
        sha256
      }))

/** The live subaccount created earlier with `externalReference`, if the same request made it; else a conflict. */
const earlier = (
  store: SubaccountStore["Service"],
  accountId: AccountId,
  externalReference: string,
  fingerprint: string
) =>
  Effect.flatMap(store.findByExternalReference(accountId, externalReference), (found) =>
    Option.isNone(found)
      ? Effect.succeed(undefined)
      : found.value.requestFingerprint === fingerprint
        ? Effect.succeed({ record: found.value, replayed: true })
        : Effect.fail(new SubaccountReferenceConflict({ externalReference, subaccountId: found.value.id }))
  )

/** The create use case of `Subaccounts`, over its ports. */
export const makeCreate = (common: SubaccountsCommon) =>
  Effect.gen(function* () {
    const store = yield* SubaccountStore
    const ledger = yield* Ledger
    const ids = yield* Ids
    const crypto = yield* Crypto
    const transactor = yield* Transactor
    const { enabledMerchant, portal, viewOf } = common

    /**
     * Writes the record, its portal login and its ledger account in one transaction; a concurrent create with the
     * same `externalReference` that committed first answers as `earlier` does.
     */
    const insert = (record: SubaccountRecord, valid: ValidCreate) =>
      transactor
        .transactionally(
          Effect.gen(function* () {
            yield* store.insert(record, valid.document?.bytes)
            if (valid.portal !== undefined && Option.isSome(portal)) {
              yield* portal.value.setupAtCreate(record, valid.portal)
            }
            yield* ledger.openAccount({
              id: subLedgerAccount(record.id),
              accountId: record.accountId,
              kind: "SUBACCOUNT"
            })
            return { record, replayed: false }
          })
        )
        .pipe(
          Effect.catchTag("DuplicateSubaccountReference", (duplicate) =>
            Effect.flatMap(
              earlier(store, record.accountId, duplicate.externalReference, record.requestFingerprint),
              (found) =>
                found !== undefined
                  ? Effect.succeed(found)
                  : Effect.die(new Error("duplicate subaccount reference vanished"))
            )
          )
        )

    /**
     * Creates a subaccount, ACTIVE and unlocked, with no limit and no surcharge, and opens its ledger account, in one
     * transaction. A repeated `externalReference` (of a live subaccount): the same body returns the first record
     * (`replayed`), another body is `SubaccountReferenceConflict` (docs/decisions.md, "Subaccount create: repeated
     * externalReference"). Portal fields go to the `SubaccountPortal` port, refused when there is none.
     */
    return Effect.fnUntraced(function* (accountId: AccountId, input: CreateSubaccountInput) {
      const merchant = yield* enabledMerchant(accountId)
      const now = yield* nowDate
      const valid = yield* fromEither(validateCreate(input, now.toISOString().slice(0, 10)))
      if (valid.portal !== undefined && Option.isNone(portal)) {
        return yield* refuse("portalEmail", "the operator portal is not available on this server")
      }
      const document = yield* documentOf(crypto, valid.document)
      const first = yield* earlier(store, merchant.id, valid.externalReference, createFingerprint(valid, document))
      if (first !== undefined) return { view: yield* viewOf(merchant.id, first.record), replayed: true }
      const started = yield* fromEither(StateMachine.start(subaccountMachine, "create")).pipe(Effect.orDie)
      const id = yield* ids.next(subaccountIdPrefix)
      const outcome = yield* insert(recordOf(id, merchant.id, valid, document, started.to, now), valid)
      return { view: yield* viewOf(merchant.id, outcome.record), replayed: outcome.replayed }
    }, span("Subaccounts.create"))
  })
