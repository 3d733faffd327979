import type { OperatorRpcs } from "@trilho/api/operator"
import { Console, Effect, Option } from "effect"
import { Command, Flag } from "effect/cli"
import { UsageError } from "../Failure.ts"
import { account, apiUrl, checkInput, json, operatorToken, printJson, withClient } from "./Connection.ts"

const showMerchant = (m: OperatorRpcs.MerchantView) =>
  `${m.id}  ${m.email}  ${m.name}${Object.keys(m.flags).length === 0 ? "" : `  flags ${JSON.stringify(m.flags)}`}`

const merchantsCreate = Command.make(
  "create",
  {
    apiUrl,
    operatorToken,
    json,
    email: Flag.String("email").pipe(Flag.withDescription("The merchant's e-mail (unique)")),
    name: Flag.String("name").pipe(Flag.withDescription("The merchant's name"))
  },
  (args) =>
    checkInput("merchants.create", { email: args.email, name: args.name })
      .pipe(Effect.flatMap((input) => withClient(args, (client) => client.merchants.create(input))))
      .pipe(Effect.flatMap((m) => (args.json ? printJson(m) : Console.log(`merchant ${showMerchant(m)}`))))
).pipe(Command.withDescription("Create a merchant"))

const merchantsList = Command.make(
  "list",
  {
    apiUrl,
    operatorToken,
    json,
    after: Flag.String("after").pipe(Flag.optional, Flag.withDescription("List merchants after this id")),
    limit: Flag.Int("limit").pipe(
      Flag.withDefault(100),
      Flag.withDescription("At most this many merchants (default 100)")
    )
  },
  (args) =>
    withClient(args, (client) =>
      client.merchants.list({ afterId: Option.getOrUndefined(args.after), limit: args.limit })
    ).pipe(
      Effect.flatMap((merchants) =>
        args.json
          ? printJson(merchants)
          : Effect.forEach(merchants, (m) => Console.log(showMerchant(m)), { discard: true })
      )
    )
).pipe(Command.withDescription("List merchants in id order"))

/** A flag value as typed: `true`, `false`, `null`, a number, or text. */
export const parseFlagValue = (text: string): boolean | number | string | null => {
  if (text === "true") return true
  if (text === "false") return false
  if (text === "null") return null
  if (/^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text))) return Number(text)
  return text
}

/** An on/off switch of `flags set`, for the named boolean flags. */
const onOff = (name: string, description: string) =>
  Flag.Literals(name, ["on", "off"]).pipe(Flag.optional, Flag.withDescription(description))

/**
 * The flags a `flags set` call merges: `--flag name=value` pairs, then the named switches (`--subaccounts on|off` is
 * the flag `subaccounts`, `--subaccount-pix on|off` the flag `subaccountPix`; both on let the account charge and pay
 * PIX for its subaccounts).
 */
export const flagsOf = (args: {
  readonly flag: Option.Option<Readonly<Record<string, string>>>
  readonly subaccounts: Option.Option<"on" | "off">
  readonly subaccountPix: Option.Option<"on" | "off">
  readonly medAutomaticContest?: Option.Option<"on" | "off">
}): Record<string, boolean | number | string | null> => ({
  ...Object.fromEntries(
    Object.entries(Option.getOrElse(args.flag, () => ({}))).map(([k, v]) => [k, parseFlagValue(v)])
  ),
  ...Option.match(args.subaccounts, { onNone: () => ({}), onSome: (v) => ({ subaccounts: v === "on" }) }),
  ...Option.match(args.subaccountPix, { onNone: () => ({}), onSome: (v) => ({ subaccountPix: v === "on" }) }),
  ...Option.match(args.medAutomaticContest ?? Option.none(), {
    onNone: () => ({}),
    onSome: (v) => ({ medAutomaticContest: v === "on" })
  })
})

const flagsSet = Command.make(
  "set",
  {
    apiUrl,
    operatorToken,
    json,
    account,
    flag: Flag.KeyValuePair("flag").pipe(Flag.optional, Flag.withDescription("A flag as name=value (repeatable)")),
    subaccounts: onOff("subaccounts", "Subaccounts (/subaccount/* routes) on or off"),
    subaccountPix: onOff("subaccount-pix", "PIX in and out for subaccounts (subaccountId) on or off"),
    medAutomaticContest: onOff(
      "med-automatic-contest",
      "MED automatic contest (on by default): off lets the merchant send its own evidence"
    )
  },
  (args) =>
    Effect.gen(function* () {
      const flags = flagsOf(args)
      if (Object.keys(flags).length === 0) {
        return yield* new UsageError({
          message:
            "nothing to set; give at least one --flag name=value, --subaccounts, --subaccount-pix or " +
            "--med-automatic-contest"
        })
      }
      const m = yield* withClient(args, (client) => client.merchants.setFlags({ accountId: args.account, flags }))
      yield* args.json ? printJson(m) : Console.log(`flags of ${m.id}: ${JSON.stringify(m.flags)}`)
    })
).pipe(
  Command.withDescription("Set flags of a merchant (merged into its flags)"),
  Command.withExamples([
    {
      command: "trilho flags set --account acc_… --subaccounts on --subaccount-pix on",
      description: "Subaccounts with PIX"
    },
    {
      command: "trilho flags set --account acc_… --med-automatic-contest off",
      description: "The merchant answers MED disputes with its own evidence"
    },
    { command: "trilho flags set --account acc_… --flag name=value", description: "Any flag by name" }
  ])
)

/** `trilho merchants create|list`. */
export const merchants = Command.make("merchants").pipe(
  Command.withDescription("Create and list merchants (operator token)"),
  Command.withSubcommands([merchantsCreate, merchantsList])
)

/** `trilho flags set`. */
export const flags = Command.make("flags").pipe(
  Command.withDescription("Turn a merchant's features on and off (operator token)"),
  Command.withSubcommands([flagsSet])
)
