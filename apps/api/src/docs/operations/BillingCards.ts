import type { OperationDocs } from "../OperationDoc.ts"

/** Stored card tokens of card billings (`billings/tokenize`). */
export const billingCardsDocs: OperationDocs = {
  "billingCards.tokenize": {
    tag: "Card checkout",
    summary: "Tokenize a card for later card billings",
    description: [
      "Checks a card and tokenizes it at the card processor without charging it; the answer's `creditCardToken` is " +
        "sent as `cardToken` (with `remoteIp`) on later card billings of the same account. `creditCardNumber` is the " +
        "card's last 4 digits.",
      "- `creditCard`: `holderName`, `number` (spaces and hyphens allowed), `expiryMonth`, `expiryYear` (2 or 4 " +
        "digits; not before the current month), `ccv` (3 digits, 4 for Amex).",
      "- `creditCardHolderInfo`: `name`, `email`, `cpfCnpj` (a valid CPF or CNPJ), `postalCode` (CEP, 8 digits), " +
        "`addressNumber`, optional `addressComplement`, `phone`, optional `mobilePhone` (Brazilian numbers).",
      "- `remoteIp`: the buyer's public IPv4 or IPv6 address (never the merchant server's); loopback, private, " +
        "link-local and reserved addresses are refused. Optional `customer`: the merchant's reference of the buyer, " +
        "kept with the token (a later charge naming another customer is refused).",
      "- 400 `VALIDATION_ERROR` names every problem at once; 403 `CARD_PROCESSING_UNAVAILABLE` until the card " +
        "processor's onboarding is complete; 503 `CARD_PROCESSOR_UNAVAILABLE` when the processor does not answer.",
      "- The token belongs to the account that made it: a card billing naming another account's `cardToken` finds no such token. " +
        "Only the token, brand, last 4, expiry and holder's name are kept; the number and CVV are never stored.",
      "- Idempotent with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: ["CARD_PROCESSING_UNAVAILABLE", "CARD_PROCESSOR_UNAVAILABLE"],
    request: {
      creditCard: {
        holderName: "Ana Souza",
        number: "4242 4242 4242 4242",
        expiryMonth: "05",
        expiryYear: "2030",
        ccv: "123"
      },
      creditCardHolderInfo: {
        name: "Ana Souza",
        email: "ana@example.com",
        cpfCnpj: "529.982.247-25",
        postalCode: "01310-100",
        addressNumber: "1578",
        addressComplement: "conj. 12",
        phone: "(11) 3456-7890",
        mobilePhone: "(11) 98765-4321"
      },
      remoteIp: "200.160.2.3",
      customer: "cus_000005219613"
    },
    response: { creditCardToken: "tok_sbx_7", creditCardBrand: "VISA", creditCardNumber: "4242" }
  }
}
