import { Effect, Option } from "effect"
import type { FeeExceedsAmount, GrossOutOfRange } from "../fees/Errors.ts"
import { splitOfNet } from "../fees/Split.ts"
import { pixInAmounts } from "../fees/Subaccount.ts"
import { encodeDynamic } from "../pix/BrCode.ts"
import { brCodeAmountMaxCentavos, merchantCityLengthMax, merchantNameLengthMax } from "../pix/BrCodeModel.ts"
import { foldAsciiTo } from "../pix/Text.ts"
import * as Accounts from "../accounts/Accounts.ts"
import { ChargeStore } from "./ChargeStore.ts"
import { Ids } from "../shared/Ids.ts"
import { Outbox, type OutboxStoreError } from "../events/Outbox.ts"
import { PixNetwork, type PixNetworkError } from "../pix/PixNetwork.ts"
import { Transactor } from "../shared/Transactor.ts"
import { createOnce } from "../shared/ExternalReference.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { canDeposit } from "../subaccounts/Machine.ts"
import { pixCharge } from "../transactions/Machines.ts"
import { type ChargeOutcome, eventOf, fromEither, nowDate } from "./Common.ts"
import { ChargesConfig } from "./Config.ts"
import {
  type ChargeStoreError,
  ExternalReferenceConflict,
  FeatureNotConfigured,
  FeatureNotEnabled,
  InvalidChargeInput,
  InvalidSplitUser,
  SubaccountNotFound,
  SubaccountNotReceiving,
  type SubaccountLookupError
} from "./Errors.ts"
import { ChargeFlag, flagOn, merchantCityOf, pixInScheduleOf, requireSubaccountPix } from "./Flags.ts"
import { ChargeId, type ChargeRecord, chargeIdPrefix } from "./Record.ts"
import { type CreateChargeInput, fingerprintOf, type ValidCreateCharge, validateCreate } from "./Request.ts"
import { ChargeSubaccounts } from "./Subaccounts.ts"

/** Every refusal of `Charges.create`. */
export type CreateChargeError =
  | InvalidChargeInput
  | ExternalReferenceConflict
  | InvalidSplitUser
  | FeatureNotEnabled
  | FeatureNotConfigured
  | SubaccountNotFound
  | SubaccountNotReceiving
  | FeeExceedsAmount
  | GrossOutOfRange
  | Accounts.MerchantNotFound
  | Accounts.AccountStoreError
  | SubaccountLookupError
  | PixNetworkError
  | ChargeStoreError
  | OutboxStoreError

/** The create use case of `Charges`, over its ports. */
export const makeCreate = Effect.gen(function* () {
  const store = yield* ChargeStore
  const transactor = yield* Transactor
  const outbox = yield* Outbox
  const accounts = yield* Accounts.Accounts
  const network = yield* PixNetwork
  const ids = yield* Ids
  const subaccounts = yield* ChargeSubaccounts
  const config = yield* ChargesConfig

  /** The receiving side of a charge for a subaccount: feature flags, existence, deposit gate; its surcharge. */
  const subaccountSurcharge = (merchant: Accounts.Merchant, subaccountId: string) =>
    Effect.gen(function* () {
      yield* requireSubaccountPix(merchant.flags)
      const found = yield* subaccounts.findById(merchant.id, subaccountId)
      if (Option.isNone(found)) return yield* new SubaccountNotFound({ subaccountId })
      const sub = found.value
      if (!canDeposit(sub)) {
        return yield* new SubaccountNotReceiving({ subaccountId, status: sub.status, lockMode: sub.lockMode })
      }
      return sub.pixInSurcharge
    })

  /** The split partner named by e-mail: another merchant. */
  const splitPartner = (merchant: Accounts.Merchant, email: string) =>
    Effect.gen(function* () {
      const partner = yield* accounts.findByEmail(email)
      if (Option.isNone(partner)) {
        return yield* new InvalidSplitUser({ reason: "unknown", message: "splitUser names no account" })
      }
      if (partner.value.id === merchant.id) {
        return yield* new InvalidSplitUser({ reason: "self", message: "splitUser is the charging account itself" })
      }
      return partner.value.id
    })

  /**
   * Creates a PIX charge: validates the request, prices it (fee, net, split, subaccount profit), registers it with
   * the PIX network (outside any transaction), encodes its dynamic BR Code, then stores it PENDING and appends
   * `payment.created` in one transaction. With an `externalReference` already used by the account: the same body
   * returns the stored charge (`replayed`), another body is `ExternalReferenceConflict`.
   */
  const create: (input: CreateChargeInput) => Effect.Effect<ChargeOutcome, CreateChargeError> = Effect.fn(
    "Charges.create"
  )(function* (input: CreateChargeInput) {
    const valid = yield* fromEither(validateCreate(input))
    const fingerprint = fingerprintOf(valid)
    return yield* createOnce({
      reference: valid.externalReference,
      fingerprint,
      find: (reference) => store.findByExternalReference(valid.accountId, reference),
      conflict: ({ externalReference = "", id }) => new ExternalReferenceConflict({ externalReference, chargeId: id }),
      duplicate: "DuplicateExternalReference",
      create: createNew(valid, fingerprint)
    })
  })

  /** A charge no earlier request made: priced, registered with the network, stored with its event. */
  /** The merchant's price of a charge: features it asks for, the subaccount's surcharge, the split partner, amounts. */
  const priced = (valid: ValidCreateCharge) =>
    Effect.gen(function* () {
      const merchant = yield* Accounts.requireById(accounts, valid.accountId)
      if (valid.emitFiscalInvoice && !flagOn(merchant.flags, ChargeFlag.fiscalInvoiceAuto)) {
        return yield* new FeatureNotConfigured({
          feature: "fiscal_invoice",
          message: "emitFiscalInvoice needs automatic fiscal issuing configured on the account"
        })
      }
      const surcharge =
        valid.subaccountId === undefined ? undefined : yield* subaccountSurcharge(merchant, valid.subaccountId)
      const partnerId = valid.split === undefined ? undefined : yield* splitPartner(merchant, valid.split.email)
      const schedule = yield* pixInScheduleOf(merchant.flags)
      const amounts = yield* fromEither(
        pixInAmounts({
          schedule,
          surcharge,
          amountCentavos: valid.amountCentavos,
          coverFee: valid.coverFee,
          splitBps: valid.split?.bps
        })
      )
      if (amounts.grossCentavos > brCodeAmountMaxCentavos) {
        return yield* new InvalidChargeInput({
          field: "amount",
          message: "the charge's amount is above the QR maximum"
        })
      }
      return { merchant, partnerId, amounts }
    })

  /** The charge's dynamic BR Code: the merchant's name and city folded to the QR's alphabet, else the defaults. */
  const copyPasteOf = (merchant: Accounts.Merchant, amountCentavos: number, locationUrl: string) => {
    const name = foldAsciiTo(merchant.name, merchantNameLengthMax)
    const city = foldAsciiTo(merchantCityOf(merchant.flags) ?? "", merchantCityLengthMax)
    return fromEither(
      encodeDynamic({
        merchantName: name === "" ? config.merchantNameDefault : name,
        merchantCity: city === "" ? config.merchantCityDefault : city,
        amountCentavos,
        locationUrl
      })
    ).pipe(Effect.orDie)
  }

  const createNew = (valid: ValidCreateCharge, fingerprint: string) =>
    Effect.gen(function* () {
      const { merchant, partnerId, amounts } = yield* priced(valid)
      const started = yield* fromEither(StateMachine.start(pixCharge, "create")).pipe(Effect.orDie)
      const now = yield* nowDate
      const id = ChargeId.make(yield* ids.next(chargeIdPrefix))
      const expiresAt = new Date(now.getTime() + valid.expirationSeconds * 1000)
      const registered = yield* network.registerCharge({
        txid: id.slice(chargeIdPrefix.length + 1),
        amountCentavos: amounts.grossCentavos,
        expiresAt,
        description: valid.description,
        ...(valid.payer === undefined ? {} : { payer: valid.payer })
      })
      const locationUrl = Option.getOrUndefined(
        Option.orElse(config.locationUrlFor(id), () => Option.fromNullishOr(registered.locationUrl))
      )
      if (locationUrl === undefined) {
        return yield* Effect.die(new Error("no BR Code location: PAY_URL is not https and the network gave none"))
      }
      const copyPaste = yield* copyPasteOf(merchant, amounts.grossCentavos, locationUrl)
      const record: ChargeRecord = {
        id,
        accountId: valid.accountId,
        ...(valid.apiKeyId === undefined ? {} : { apiKeyId: valid.apiKeyId }),
        type: "PIX_IN",
        status: started.to,
        amountCentavos: amounts.grossCentavos,
        feeCentavos: amounts.feeCentavos,
        netCentavos: amounts.netCentavos,
        platformFeeCentavos: amounts.platformFeeCentavos,
        profitCentavos: amounts.profitCentavos,
        currency: "BRL",
        description: valid.description,
        ...(valid.externalReference === undefined ? {} : { externalReference: valid.externalReference }),
        txid: id.slice(chargeIdPrefix.length + 1),
        referenceId: registered.referenceId,
        ...(valid.payer === undefined ? {} : { requestedPayer: valid.payer }),
        copyPaste,
        locationUrl,
        qrcodeUrl: config.qrcodeUrlFor(id),
        expirationSeconds: valid.expirationSeconds,
        expiresAt,
        ...(valid.subaccountId === undefined ? {} : { subaccountId: valid.subaccountId }),
        ...(valid.split === undefined || partnerId === undefined
          ? {}
          : {
              split: {
                accountId: partnerId,
                bps: valid.split.bps,
                amountCentavos: splitOfNet(amounts.netCentavos, valid.split.bps).partnerCentavos
              }
            }),
        coverFee: valid.coverFee,
        emitFiscalInvoice: valid.emitFiscalInvoice,
        requestFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now
      }
      return yield* transactor
        .transactionally(
          Effect.andThen(
            store.insert(record),
            outbox.append(started.events.map((event) => eventOf(event, record, now)))
          )
        )
        .pipe(Effect.as<ChargeOutcome>({ record, replayed: false }))
    })

  return create
})
